"use client";

import { useEffect, useState } from "react";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { api } from "@/lib/api-client";

type AdminProfile = { firstName: string; lastName: string; websiteUrl: string | null; reliabilityPenalty?: string | null };

/** For the admin only: reads the outfitter's full name and website and shows them (AdminOutfitterDetails). */
export function AdminOutfitterDetailsLoader({ outfitterId, linkIcon }: { outfitterId: number; linkIcon: React.ReactNode }) {
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === "admin";
  const [loaded, setLoaded] = useState<{ id: number; profile: AdminProfile } | null>(null);
  useEffect(() => {
    if (!isAdmin) return;
    let live = true;
    api
      .get<AdminProfile>(`/api/outfitter/profile/${outfitterId}`)
      .then((profile) => live && setLoaded({ id: outfitterId, profile }))
      .catch(() => {
        // The public card stays as it is.
      });
    return () => {
      live = false;
    };
  }, [isAdmin, outfitterId]);
  const data = loaded?.id === outfitterId ? loaded.profile : null;
  if (!isAdmin || !data) return null;
  return (
    <div className="mt-2 grid gap-1 text-sm" data-testid="admin-outfitter-details">
      <p>
        <span className="text-muted-foreground">Full name: </span>
        <span className="font-medium">
          {data.firstName} {data.lastName}
        </span>
      </p>
      {data.websiteUrl && (
        <a
          href={data.websiteUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          {data.websiteUrl}
          {linkIcon}
        </a>
      )}
      {data.reliabilityPenalty && (
        <p className="text-destructive" data-testid="reliability-penalty">
          <span className="font-medium">Ranking lowered: </span>
          {data.reliabilityPenalty}
        </p>
      )}
    </div>
  );
}
