// GET /api/booking-inquiries/my — the signed-in hunter's inquiries with outfitter and last message time.
import { route } from "@/lib/http/route";
import { INQUIRIES_HUNTERS_ONLY, myInquiries } from "@/lib/inquiries/service";

export const GET = route({ auth: "hunter", roleMessage: INQUIRIES_HUNTERS_ONLY }, ({ user }) => myInquiries(user));
