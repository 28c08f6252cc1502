// GET /api/top-tier-outfitters — approved, active top-tier outfitters with their review rating.
import { route } from "@/lib/http/route";
import { getTopTierOutfitters } from "@/lib/outfitters/public";

export const GET = route({}, async () => getTopTierOutfitters());
