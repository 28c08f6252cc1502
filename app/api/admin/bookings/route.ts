// GET /api/admin/bookings — every booking on the platform (admin only).
import { listAllBookings } from "@/lib/admin/commissions";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listAllBookings(user));
