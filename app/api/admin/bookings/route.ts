// GET /api/admin/bookings — every booking on the platform (admin only).
import { listAllBookings } from "@/lib/admin/commissions";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listAllBookings(user));
