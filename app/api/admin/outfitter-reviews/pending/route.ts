// GET /api/admin/outfitter-reviews/pending — outfitter reviews awaiting moderation.
import { listPendingOutfitterReviews } from "@/lib/reviews/moderation";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listPendingOutfitterReviews(user));
