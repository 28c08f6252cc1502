// POST /api/booking-inquiries — the hunter's intake questionnaire or booking follow-up answer.
import { route } from "@/lib/http/route";
import { submitInquiry } from "@/lib/inquiries/service";

export const POST = route({ auth: "user" }, ({ user, body }) => submitInquiry(user, body));
