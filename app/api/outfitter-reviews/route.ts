// POST /api/outfitter-reviews — a hunter reviews an outfitter (pending until an admin approves it).
import { json, route } from "@/lib/http/route";
import { submitOutfitterReview } from "@/lib/reviews/submit";

export const POST = route({ auth: "user" }, async ({ user, body }) => json(await submitOutfitterReview(user, body), 201));
