// POST /api/booking-claims — a hunter claims a booking made directly with an approved outfitter.
import { json, route } from "@/lib/http/route";
import { claimSchema } from "@/lib/claims/schema";
import { CLAIMS_HUNTERS_ONLY, submitClaim } from "@/lib/claims/submit";

export const POST = route({ auth: "hunter", roleMessage: CLAIMS_HUNTERS_ONLY, body: claimSchema }, async ({ user, body }) =>
  json(await submitClaim(user, body), 201),
);
