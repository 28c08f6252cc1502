// POST /api/booking-claims/{claimId}/respond — the outfitter accepts ({ accept: true }) or denies a claim, once.
import { z } from "zod";
import { respondToClaim } from "@/lib/claims/outfitter";
import { idParam, route } from "@/lib/http/route";

const body = z.object({ accept: z.boolean({ error: "accept must be true or false" }) });

export const POST = route({ auth: "outfitter", body }, async ({ user, body, params }) =>
  respondToClaim(user, idParam(params.claimId, "Booking claim not found"), body.accept),
);
