// GET /api/booking-inquiries/my — the signed-in hunter's inquiries with outfitter and last message time.
import { route } from "@/lib/http/route";
import { myInquiries } from "@/lib/inquiries/service";

export const GET = route({ auth: "user" }, ({ user }) => myInquiries(user));
