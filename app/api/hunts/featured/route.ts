// GET /api/hunts/featured — featured hunts of listed outfitters, top-tier first.
import { route } from "@/lib/http/route";
import { getFeaturedHunts } from "@/lib/hunts/public-queries";

export const GET = route({}, async () => getFeaturedHunts());
