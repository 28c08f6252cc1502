// GET /api/admin/reviews/pending — hunt reviews awaiting moderation.
import { listPendingHuntReviews } from "@/lib/admin/reviews";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => listPendingHuntReviews(user));
