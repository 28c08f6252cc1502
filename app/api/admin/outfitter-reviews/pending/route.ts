// GET /api/admin/outfitter-reviews/pending — outfitter reviews awaiting moderation.
import { listPendingOutfitterReviews } from "@/lib/admin/reviews";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listPendingOutfitterReviews(user));
