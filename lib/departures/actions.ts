"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { recordId } from "@/lib/http/record-id";
import { DEPARTURE_NOT_FOUND } from "@/lib/waitlists/schema";
import { DEAL_MESSAGES, dealDiscountSchema } from "./deals";
import { clearDeal, markDeal } from "./deal-service";

/** "Mark as deal" on the outfitter's hunt page (twin of PUT /api/outfitter/departures/{id}/deal). */
export const markDealAction = action(
  {
    name: "departures.markDeal",
    auth: "outfitter",
    roleMessage: DEAL_MESSAGES.outfittersOnly,
    schema: dealDiscountSchema.extend({ departureId: recordId(DEPARTURE_NOT_FOUND) }),
  },
  ({ user, input }) => markDeal(user, input.departureId, { percent: input.percent }),
);

/** "End deal" (twin of DELETE /api/outfitter/departures/{id}/deal). */
export const clearDealAction = action(
  {
    name: "departures.clearDeal",
    auth: "outfitter",
    roleMessage: DEAL_MESSAGES.outfittersOnly,
    schema: z.object({ departureId: recordId(DEPARTURE_NOT_FOUND) }),
  },
  ({ user, input }) => clearDeal(user, input.departureId),
);
