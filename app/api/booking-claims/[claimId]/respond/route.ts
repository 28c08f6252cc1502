// POST /api/booking-claims/{claimId}/respond — the outfitter accepts ({ accept: true }) or denies a claim, once.
import { respondToClaim } from "@/lib/claims/outfitter";
import { claimAnswerBody as body } from "@/lib/claims/schema";
import { idParam, route } from "@/lib/http/route";

export const POST = route({ auth: "outfitter", body }, async ({ user, body, params }) =>
  respondToClaim(user, idParam(params.claimId, "Booking claim not found"), body.accept),
);
