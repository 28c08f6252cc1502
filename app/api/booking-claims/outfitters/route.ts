// GET /api/booking-claims/outfitters — approved outfitters with their listed hunts, for the claim modal's search.
import { route } from "@/lib/http/route";
import { claimOutfitters, CLAIMS_HUNTERS_ONLY } from "@/lib/claims/submit";

export const GET = route({ auth: "hunter", roleMessage: CLAIMS_HUNTERS_ONLY }, ({ user }) => claimOutfitters(user));
