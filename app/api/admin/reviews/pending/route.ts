// GET /api/admin/reviews/pending — hunt reviews awaiting moderation.
import { listPendingHuntReviews } from "@/lib/reviews/moderation";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listPendingHuntReviews(user));
