// GET /api/admin/outfitter-reviews/pending — outfitter reviews awaiting moderation.
import { listPendingOutfitterReviews } from "@/lib/admin/reviews";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listPendingOutfitterReviews(user));
