"use client";

import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useFavorite } from "./use-favorite";

/** The Favorite / Favorited toggle (spec 000 §4); render it for signed-in hunters only. */
export function FavoriteButton({
  outfitterId,
  outfitterFirstName,
  size = "default",
  className,
}: {
  outfitterId: number;
  outfitterFirstName: string;
  size?: "default" | "sm" | "lg";
  className?: string;
}) {
  const fav = useFavorite(outfitterId, outfitterFirstName);
  return (
    <Button
      type="button"
      variant={fav.isFavorited ? "secondary" : "outline"}
      size={size}
      aria-pressed={fav.isFavorited}
      disabled={fav.isLoading || fav.isPending}
      onClick={fav.toggle}
      className={className}
    >
      <Heart aria-hidden className={cn(fav.isFavorited && "fill-blaze text-blaze")} />
      {fav.isFavorited ? "Favorited" : "Favorite"}
    </Button>
  );
}
