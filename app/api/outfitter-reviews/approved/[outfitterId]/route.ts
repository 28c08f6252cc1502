// GET /api/outfitter-reviews/approved/{outfitterId} — approved reviews of an outfitter, newest first.
import { idParam, route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { getPublicOutfitter } from "@/lib/outfitters/public";
import { getApprovedOutfitterReviews } from "@/lib/reviews/public";

export const GET = route({}, async ({ params }) => {
  const outfitterId = idParam(params.outfitterId, "Outfitter not found");
  if (!(await getPublicOutfitter(outfitterId))) throw notFound("Outfitter not found");
  return getApprovedOutfitterReviews(outfitterId);
});
