import { revalidateTag } from "next/cache";
import { expireInProcess, publishExpiry } from "./expiry-broadcast";

// expire: 0 makes the next request a blocking miss, so a paused or deleted hunt disappears at once.
export const HUNTS_TAG = "hunts";
export const OUTFITTERS_TAG = "outfitters";
export const huntTag = (id: number) => `hunt:${id}`;
export const outfitterTag = (id: number) => `outfitter:${id}`;
export const reviewsTag = (huntId: number) => `hunt-reviews:${huntId}`;
export const outfitterReviewsTag = (outfitterId: number) => `outfitter-reviews:${outfitterId}`;
export const gearTag = (outfitterId: number) => `gear:${outfitterId}`;
export const reliabilityTag = (outfitterId: number) => `reliability:${outfitterId}`;

// Call after the write has committed; other server instances are told too.
function expire(tags: string[]) {
  const outsideRequest: string[] = [];
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (err) {
      if (err instanceof Error && err.message.includes("static generation store missing")) outsideRequest.push(tag);
      // Otherwise (rendering a page) Next refuses to expire anything: the page's own data is read fresh.
    }
  }
  // Outside a request (the reservation sweeper's timer) revalidateTag has no request to attach the tags to.
  if (outsideRequest.length) expireInProcess(outsideRequest);
  void publishExpiry(tags);
}

export function expireHunt(huntId: number, outfitterId: number) {
  expire([huntTag(huntId), outfitterTag(outfitterId), HUNTS_TAG]);
}

export function expireOutfitter(outfitterId: number) {
  expire([outfitterTag(outfitterId), OUTFITTERS_TAG, HUNTS_TAG]);
}

// An outfitter review (huntId null) changes the outfitter's rating, shown on every card of its hunts too.
export function expireReviews(huntId: number | null, outfitterId: number) {
  expire([...(huntId ? [reviewsTag(huntId), huntTag(huntId)] : [HUNTS_TAG]), outfitterReviewsTag(outfitterId), outfitterTag(outfitterId)]);
}

// The reliability line; a penalty that starts or ends also re-ranks the outfitter's hunts and its badge on every card.
export function expireReliability(outfitterId: number, reranked: boolean) {
  expire(reranked ? [reliabilityTag(outfitterId), outfitterTag(outfitterId), OUTFITTERS_TAG, HUNTS_TAG] : [reliabilityTag(outfitterId)]);
}

// The count of references on the profile and hunt pages.
export function expireReferences(outfitterId: number) {
  expire([outfitterTag(outfitterId)]);
}

export function expireGear(outfitterId: number) {
  expire([gearTag(outfitterId)]);
}
