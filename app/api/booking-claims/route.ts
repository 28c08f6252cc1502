// POST /api/booking-claims — a hunter claims a booking made directly with an approved outfitter.
import { json, route } from "@/lib/http/route";
import { CLAIMS_HUNTERS_ONLY, submitClaim } from "@/lib/claims/submit";

export const POST = route({ auth: "hunter", roleMessage: CLAIMS_HUNTERS_ONLY }, async ({ user, body }) =>
  json(await submitClaim(user, body), 201),
);
