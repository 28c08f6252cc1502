"use client";

import { bookingStateOf, DATES_ON_REQUEST, SEASON_ENDED } from "@/lib/departures/state";
import Link from "next/link";
import { PAUSED_HINT, useAccountPaused } from "./use-account-paused";
import { CalendarDays, ClipboardList, MapPin, Pause, Pencil, Play, Trash2, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { DeleteHuntButton } from "./delete-hunt-button";
import { MediaFrame } from "./media-frame";
import type { OwnHunt } from "./queries";

const usd = (s: string) => formatUsd(parseDollarsToCents(s) ?? 0);

/**
 * What hunters see of the listing: an active hunt of a paused account is out of search and its
 * page is gone, so it reads "Hidden" rather than "Active" until the admin reactivates the account.
 */
function ListingStatus({ huntActive, accountPaused }: { huntActive: boolean; accountPaused: boolean }) {
  if (!huntActive) return <Badge variant="secondary">Paused</Badge>;
  if (accountPaused) {
    return (
      <Badge variant="secondary" title="Hidden from hunters while your account is paused">
        Hidden
      </Badge>
    );
  }
  return <Badge variant="default">Active</Badge>;
}

/** One of My Hunt Listings: media, status, price, availability and the Edit / Pause / Delete actions. */
export function HuntListingCard({
  hunt,
  busy,
  onEdit,
  onToggle,
  onDeleted,
}: {
  hunt: OwnHunt;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDeleted: () => void;
}) {
  const counts = Object.entries(hunt.bookingCounts).filter(([, n]) => n > 0);
  const paused = useAccountPaused();
  const state = bookingStateOf(hunt);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs" aria-labelledby={`hunt-${hunt.id}-title`}>
      <div className="relative">
        {hunt.images[0] ? (
          <MediaFrame
            kind="image"
            src={hunt.images[0]}
            alt={hunt.title}
            // One or two cards a row (sm), in the dashboard's two-thirds column from lg (max-w-7xl).
            sizes="(min-width: 1024px) 420px, (min-width: 640px) 50vw, 100vw"
          />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center bg-gradient-to-br from-primary/15 to-sand text-sm text-muted-foreground">
            No photos yet
          </div>
        )}
        <div className="absolute inset-x-0 top-0 flex flex-wrap gap-1.5 p-2.5">
          <ListingStatus huntActive={hunt.isActive} accountPaused={paused} />
          {hunt.isDiscounted && <Badge variant="accent">Discounted</Badge>}
          {state === "full" && <Badge variant="accent">Fully Booked</Badge>}
          {state === "ended" && <Badge variant="secondary">{SEASON_ENDED}</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={`hunt-${hunt.id}-title`} className="font-display text-lg leading-snug font-semibold">
            {hunt.title}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-3.5 shrink-0" /> {hunt.location}
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden className="size-3.5 shrink-0" /> {hunt.dates}
          </p>
        </div>
        <div className="flex items-end justify-between gap-2">
          <p className="tabular-nums">
            <span className="text-xl font-bold">{usd(hunt.price)}</span>
            {hunt.originalPrice && <span className="ml-2 text-sm text-muted-foreground line-through">{usd(hunt.originalPrice)}</span>}
          </p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Users aria-hidden className="size-3.5" />
            {
              {
                open: `${hunt.availability} ${hunt.availability === 1 ? "spot" : "spots"} left`,
                full: "Fully Booked",
                "on-request": DATES_ON_REQUEST,
                ended: SEASON_ENDED,
              }[state]
            }
          </p>
        </div>
        {counts.length > 0 && <p className="text-xs text-muted-foreground">{counts.map(([status, n]) => `${n} ${status}`).join(" · ")}</p>}
        {hunt.video && <MediaFrame kind="video" src={hunt.video} alt={`${hunt.title} video`} className="rounded-md" />}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={onEdit} disabled={paused} title={paused ? PAUSED_HINT : undefined}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button variant="outline" size="sm" onClick={onToggle} disabled={busy || paused} title={paused ? PAUSED_HINT : undefined}>
            {hunt.isActive ? <Pause aria-hidden /> : <Play aria-hidden />}
            {hunt.isActive ? "Pause Hunt" : "Activate Hunt"}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link href={`/hunt/${hunt.id}/bookings`}>
              <ClipboardList aria-hidden /> Bookings
            </Link>
          </Button>
          <DeleteHuntButton huntId={hunt.id} title={hunt.title} onDeleted={onDeleted}>
            <Button
              variant="ghost"
              size="sm"
              disabled={paused}
              title={paused ? PAUSED_HINT : undefined}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </DeleteHuntButton>
        </div>
      </div>
    </article>
  );
}
