// GET /api/admin/reviews/pending — hunt reviews awaiting moderation.
import { listPendingHuntReviews } from "@/lib/admin/reviews";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listPendingHuntReviews(user));
