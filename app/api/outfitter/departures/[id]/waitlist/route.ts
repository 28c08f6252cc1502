// GET /api/outfitter/departures/{id}/waitlist — the waitlist of one of the outfitter's departures, in line order.
import { idParam, route } from "@/lib/http/route";
import { DEPARTURE_NOT_FOUND } from "@/lib/waitlists/schema";
import { departureWaitlist } from "@/lib/waitlists/service";

export const GET = route({ auth: "outfitter" }, ({ user, params }) => departureWaitlist(user, idParam(params.id, DEPARTURE_NOT_FOUND)));
