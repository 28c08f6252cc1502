// PUT and DELETE /api/outfitter/departures/{id}/deal — marks one of the outfitter's departures starting within 60 days
// as a last-minute deal with a discount (or changes it), and ends the deal (issue 50).
import { idParam, route } from "@/lib/http/route";
import { DEAL_MESSAGES, dealDiscountSchema } from "@/lib/departures/deals";
import { clearDeal, markDeal } from "@/lib/departures/deal-service";
import { DEPARTURE_NOT_FOUND } from "@/lib/waitlists/schema";

const outfitterOnly = { auth: "outfitter", roleMessage: DEAL_MESSAGES.outfittersOnly } as const;

export const PUT = route({ ...outfitterOnly, body: dealDiscountSchema }, ({ user, params, body }) =>
  markDeal(user, idParam(params.id, DEPARTURE_NOT_FOUND), body),
);

export const DELETE = route(outfitterOnly, ({ user, params }) => clearDeal(user, idParam(params.id, DEPARTURE_NOT_FOUND)));
