// POST /api/booking-claims — a hunter claims a booking made directly with an approved outfitter.
import { json, route } from "@/lib/http/route";
import { submitClaim } from "@/lib/claims/submit";

export const POST = route({ auth: "user" }, async ({ user, body }) => json(await submitClaim(user, body), 201));
