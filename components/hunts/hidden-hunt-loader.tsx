"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";
import type { PublicHunt } from "@/lib/hunts/present";
import type { PublicHuntReview } from "@/lib/reviews/public";
import { HuntDetailView } from "./hunt-detail-view";

/** Asks the API for the hidden hunt with the viewer's session; shows it if allowed, else the 404 (`children`). */
export function HiddenHuntLoader({ id, children }: { id: string; children: React.ReactNode }) {
  const [loaded, setLoaded] = useState<{ id: string; hunt: PublicHunt; reviews: PublicHuntReview[] } | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const hunt = await api.get<PublicHunt>(`/api/hunts/${id}`);
      const reviews = await api.get<PublicHuntReview[]>(`/api/reviews/${id}`).catch(() => []);
      if (live) setLoaded({ id, hunt, reviews });
    })().catch(() => {
      // Not theirs (or gone): the 404 stays.
    });
    return () => {
      live = false;
    };
  }, [id]);
  const data = loaded?.id === id ? loaded : null;

  if (!data) return <>{children}</>;
  const { hunt, reviews } = data;
  const total = reviews.reduce((a, r) => a + r.rating, 0);
  return (
    <HuntDetailView
      hunt={hunt}
      reviews={reviews}
      rating={{ average: reviews.length ? Math.round((total * 10) / reviews.length) / 10 : null, count: reviews.length }}
      outfitter={hunt.outfitter ?? { id: hunt.outfitterId, firstName: "Outfitter", isTopTier: false, coverPhoto: null, profileImage: null }}
      notice={
        <p role="status" className="mb-6 rounded-lg border border-blaze/40 bg-blaze/10 p-4 text-sm">
          Visitors cannot see this hunt: it or its outfitter is paused or not yet approved. You see it as its outfitter or as the admin.
        </p>
      }
    />
  );
}
