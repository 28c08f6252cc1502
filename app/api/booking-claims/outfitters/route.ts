// GET /api/booking-claims/outfitters — approved outfitters with their listed hunts, for the claim modal's search.
import { route } from "@/lib/http/route";
import { claimOutfitters } from "@/lib/claims/submit";

export const GET = route({ auth: "user" }, ({ user }) => claimOutfitters(user));
