"use client";

import dynamic from "next/dynamic";
import { useParams, usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { api } from "@/lib/api-client";
import type { PublicHunt } from "@/lib/hunts/present";
import type { PublicHuntReview } from "@/lib/reviews/public";

// Loaded only when an outfitter or the admin opens a hidden hunt, so visitors' 404s stay light.
const HuntDetailView = dynamic(() => import("./hunt-detail-view").then((m) => m.HuntDetailView));

/**
 * On the hunt page's 404: a hunt hidden from visitors (paused, or its outfitter paused or not
 * approved) is still shown to its own outfitter and to the admin. The server answers 404 to
 * everyone (the page is cached); the API decides with the viewer's session whether they may see it.
 */
export function HiddenHuntPreview({ children }: { children: React.ReactNode }) {
  const params = useParams<{ id: string }>();
  const pathname = usePathname();
  const { data: user } = useCurrentUser();
  const id = params?.id ?? "";
  const eligible = !!user && (user.role === "outfitter" || user.role === "admin") && /^\d{1,9}$/.test(id) && pathname === `/hunt/${id}`;

  const [loaded, setLoaded] = useState<{ id: string; hunt: PublicHunt; reviews: PublicHuntReview[] } | null>(null);
  useEffect(() => {
    if (!eligible) return;
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
  }, [eligible, id]);
  const data = loaded?.id === id ? loaded : null;

  if (!eligible || !data) return <>{children}</>;
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
