"use client";

import Link from "next/link";
import { ExternalLink, MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { HunterActionsSlot } from "@/components/hunts/hunter-actions-slot";
import { messageHref } from "@/components/hunts/message-href";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";

/** Message Outfitter (signed out → sign in) and the hunter-only actions; outfitters see neither. */
export function OutfitterActions({ outfitterId, firstName }: { outfitterId: number; firstName: string }) {
  const { data: user } = useCurrentUser();
  if (user?.role === "outfitter") return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild size="lg">
        <Link href={messageHref(!!user, outfitterId)}>
          <MessageCircle aria-hidden />
          Message Outfitter
        </Link>
      </Button>
      {user?.role === "hunter" && <HunterActionsSlot outfitterId={outfitterId} outfitterFirstName={firstName} />}
    </div>
  );
}

type AdminProfile = { firstName: string; lastName: string; websiteUrl: string | null };

/** The admin sees the outfitter's full name and website (spec 000 §2); the cached page has neither. */
export function AdminOutfitterDetails({ outfitterId }: { outfitterId: number }) {
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
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      )}
    </div>
  );
}
