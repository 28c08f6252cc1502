// GET /api/outfitter/bookings — the signed-in outfitter's bookings (optional ?status= and ?huntId=).
import { outfitterBookingsQuerySchema } from "@/lib/bookings/schema";
import { bookingsForOutfitter } from "@/lib/bookings/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "outfitter", query: outfitterBookingsQuerySchema }, async ({ user, query }) =>
  bookingsForOutfitter(user, query),
);
