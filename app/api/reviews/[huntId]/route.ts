// GET /api/reviews/{huntId} — approved reviews of a hunt, newest first.
import { idParam, route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { getHuntById } from "@/lib/hunts/public-queries";
import { getApprovedHuntReviews } from "@/lib/reviews/public";

export const GET = route({}, async ({ params }) => {
  const huntId = idParam(params.huntId, "Hunt not found");
  if (!(await getHuntById(huntId))) throw notFound("Hunt not found");
  return (await getApprovedHuntReviews(huntId)).reviews;
});
