"use client";

import Link from "next/link";
import { BadgeCheck, MessageCircle } from "lucide-react";
import { OutfitterCover } from "@/components/landing/outfitter-cover";
import { OutfitterReviewDialog } from "@/components/reviews/outfitter-review-dialog";
import { RatingLine } from "@/components/search/rating-line";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { FavoriteOutfitter } from "@/lib/favorites/types";
import { FavoriteButton } from "./favorite-button";

/** A favourite outfitter on the dashboard: View Profile, Message and Favorited, Write Review. */
export function FavoriteOutfitterCard({ outfitter: o }: { outfitter: FavoriteOutfitter }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="favorite-outfitter">
      <div className="relative aspect-[16/9] bg-muted">
        <OutfitterCover
          coverPhoto={o.coverPhoto}
          profileImage={o.profileImage}
          name={o.firstName}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        />
        {o.isTopTier && (
          <Badge variant="accent" className="absolute top-3 left-3 shadow-sm">
            <BadgeCheck aria-hidden />
            Top-Tier
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-lg">{o.firstName}</h3>
          <RatingLine rating={o.rating} />
        </div>
        <div className="mt-auto grid gap-2">
          <Button asChild>
            <Link href={`/outfitter/${o.id}`}>View Profile</Link>
          </Button>
          <div className="grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <Link href={`/messages?recipient=${o.id}&autoOpen=true`} aria-label={`Message ${o.firstName}`}>
                <MessageCircle aria-hidden />
                Message
              </Link>
            </Button>
            <FavoriteButton outfitterId={o.id} outfitterFirstName={o.firstName} />
          </div>
          <OutfitterReviewDialog outfitterId={o.id} outfitterFirstName={o.firstName} className="w-full" />
        </div>
      </div>
    </article>
  );
}
