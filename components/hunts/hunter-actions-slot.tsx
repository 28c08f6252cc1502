"use client";

/**
 * Hunter-only actions next to an outfitter (spec 000 §2: Favorite and Write Review on the hunt
 * and outfitter pages). Owned by the hunter area, which fills it in; it renders nothing until then.
 * Rendered on cached public pages, so it must decide on the client whether the viewer is a hunter.
 */
export function HunterActionsSlot(props: { huntId?: number; outfitterId: number; outfitterFirstName: string }) {
  void props;
  return null;
}
