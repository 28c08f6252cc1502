// GET /api/bookings/my — the signed-in hunter's bookings (same list as /api/hunter/bookings).
import { route } from "@/lib/http/route";
import { bookingsForHunter } from "@/lib/bookings/service";

export const GET = route({ auth: "user" }, async ({ user }) => bookingsForHunter(user));
