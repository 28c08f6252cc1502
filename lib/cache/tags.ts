import { revalidateTag } from "next/cache";
import { expireInProcess, publishExpiry } from "./expiry-broadcast";

/**
 * Cache tags of the public pages. Readers tag cached data with these; every write that changes
 * what a visitor sees calls the matching expire function, so a paused or deleted hunt disappears
 * at once (expire: 0 makes the next request a blocking miss instead of serving stale data).
 */
export const HUNTS_TAG = "hunts";
export const OUTFITTERS_TAG = "outfitters";
export const huntTag = (id: number) => `hunt:${id}`;
export const outfitterTag = (id: number) => `outfitter:${id}`;
export const reviewsTag = (huntId: number) => `hunt-reviews:${huntId}`;
export const outfitterReviewsTag = (outfitterId: number) => `outfitter-reviews:${outfitterId}`;
export const gearTag = (outfitterId: number) => `gear:${outfitterId}`;

/**
 * Expires tags here at once and tells the other server instances (lib/cache/expiry-broadcast.ts).
 * Called after the write that changed the data has committed.
 */
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

/** A hunt changed (created, edited, paused, deleted, booked out). */
export function expireHunt(huntId: number, outfitterId: number) {
  expire([huntTag(huntId), outfitterTag(outfitterId), HUNTS_TAG]);
}

/** An outfitter's public data changed (approval, activation, top-tier, cover photo, profile). */
export function expireOutfitter(outfitterId: number) {
  expire([outfitterTag(outfitterId), OUTFITTERS_TAG, HUNTS_TAG]);
}

/**
 * A review was approved or rejected: a hunt review (huntId) changes that hunt's page; an outfitter
 * review (huntId null) changes the outfitter's rating, shown on every card of its hunts too.
 */
export function expireReviews(huntId: number | null, outfitterId: number) {
  expire([...(huntId ? [reviewsTag(huntId), huntTag(huntId)] : [HUNTS_TAG]), outfitterReviewsTag(outfitterId), outfitterTag(outfitterId)]);
}

export function expireGear(outfitterId: number) {
  expire([gearTag(outfitterId)]);
}
