"use client";

import { FavoriteButton } from "@/components/favorites/favorite-button";
import { HuntReviewDialog } from "@/components/reviews/hunt-review-dialog";
import { OutfitterReviewDialog } from "@/components/reviews/outfitter-review-dialog";

export type HunterActionsProps = { huntId?: number; outfitterId: number; outfitterFirstName: string };

/** Favorite/Favorited and Write Review — a review of the hunt on /hunt/{id}, of the outfitter on /outfitter/{id}. */
export function HunterActions(props: HunterActionsProps) {
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
