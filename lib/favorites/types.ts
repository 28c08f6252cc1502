import type { RatingSummary } from "@/lib/reviews/public";

export type FavoriteOutfitter = {
  id: number;
  firstName: string;
  profileImage: string | null;
  coverPhoto: string | null;
  isTopTier: boolean;
  rating: RatingSummary;
  favoritedAt: string;
};

export type FavoriteCheck = { isFavorited: boolean };
