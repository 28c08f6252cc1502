"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { HuntReviewDialog } from "@/components/reviews/hunt-review-dialog";
import { OutfitterReviewDialog } from "@/components/reviews/outfitter-review-dialog";

/**
 * Hunter-only actions next to an outfitter (spec 000 §2): the Favorite/Favorited toggle and Write
 * Review — a review of the hunt on /hunt/{id}, of the outfitter on /outfitter/{id}. The pages are
 * cached for everyone, so whether the viewer is a hunter is decided here on the client.
 */
export function HunterActionsSlot(props: { huntId?: number; outfitterId: number; outfitterFirstName: string }) {
  const { data: user } = useCurrentUser();
  if (user?.role !== "hunter") return null;
  return (
    <div className={props.huntId !== undefined ? "grid grid-cols-2 gap-2" : "flex flex-wrap gap-2"} data-testid="hunter-actions">
      <FavoriteButton outfitterId={props.outfitterId} outfitterFirstName={props.outfitterFirstName} />
      {props.huntId !== undefined ? (
        <HuntReviewDialog huntId={props.huntId} outfitterId={props.outfitterId} />
      ) : (
        <OutfitterReviewDialog outfitterId={props.outfitterId} outfitterFirstName={props.outfitterFirstName} />
      )}
    </div>
  );
}
