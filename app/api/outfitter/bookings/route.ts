// GET /api/outfitter/bookings — the signed-in outfitter's bookings (optional ?status= and ?huntId=).
import { outfitterBookings, outfitterBookingsQuery } from "@/lib/bookings/outfitter-list";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "outfitter", query: outfitterBookingsQuery }, async ({ user, query }) => outfitterBookings(user, query));
