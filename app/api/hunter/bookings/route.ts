// GET /api/hunter/bookings — the signed-in hunter's bookings (same list as /api/bookings/my).
import { route } from "@/lib/http/route";
import { bookingsForHunter, HUNTER_BOOKINGS_ONLY } from "@/lib/bookings/service";

export const GET = route({ auth: "hunter", roleMessage: HUNTER_BOOKINGS_ONLY }, async ({ user }) => bookingsForHunter(user));
