// POST /api/bookings/{id}/balance/decision — the hunt's outfitter extends an unpaid balance 7 days or cancels under the policy.
import { idParam, route } from "@/lib/http/route";
import { decideUnpaidBalance, OWN_BOOKING_BALANCE } from "@/lib/money/installments/decision";
import { balanceDecisionSchema } from "@/lib/money/installments/schema";

export const POST = route(
  { auth: "outfitter", roleMessage: OWN_BOOKING_BALANCE, body: balanceDecisionSchema },
  async ({ user, params, body }) =>
    decideUnpaidBalance(user, idParam(params.id, "Booking not found"), body.decision, undefined, body.memberId ?? null),
);
