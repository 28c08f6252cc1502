// GET /api/outfitter/booking-claims — pending claims made to the signed-in outfitter.
import { listPendingClaims } from "@/lib/claims/outfitter";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "outfitter" }, async ({ user }) => listPendingClaims(user));
