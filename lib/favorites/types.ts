import type { RatingSummary } from "@/lib/reviews/public";

/** A favourite outfitter as the dashboard shows it (spec 000 §3: id, firstName, profileImage, isTopTier). */
export type FavoriteOutfitter = {
  id: number;
  firstName: string;
  profileImage: string | null;
  coverPhoto: string | null;
  isTopTier: boolean;
  /** Average of approved outfitter reviews (one decimal; null when none) and their count. */
  rating: RatingSummary;
  favoritedAt: string;
};

export type FavoriteCheck = { isFavorited: boolean };
