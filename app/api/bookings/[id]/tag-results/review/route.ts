// POST /api/bookings/{id}/tag-results/review — the hunt's outfitter confirms a reported draw result or disputes it with a message.
import { idParam, route } from "@/lib/http/route";
import { reviewTagResult } from "@/lib/tags/results";
import { tagReviewSchema } from "@/lib/tags/results-schema";

export const POST = route(
  { auth: "outfitter", guard: ({ params }) => void idParam(params.id, "Booking not found"), body: tagReviewSchema },
  async ({ user, body, params }) => reviewTagResult(user, idParam(params.id, "Booking not found"), body),
);
