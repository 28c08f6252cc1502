// POST /api/booking-inquiries — the hunter's intake questionnaire or booking follow-up answer.
import { route } from "@/lib/http/route";
import { inquirySchema } from "@/lib/inquiries/schema";
import { INQUIRIES_HUNTERS_ONLY, submitInquiry } from "@/lib/inquiries/service";

export const POST = route({ auth: "hunter", roleMessage: INQUIRIES_HUNTERS_ONLY, body: inquirySchema }, ({ user, body }) =>
  submitInquiry(user, body),
);
