import Link from "next/link";
import { TagCardBadge } from "@/components/tags/tag-card-badge";
import { CalendarDays, MapPin, Users } from "@/components/ui/icons";
import { RatingLine } from "@/components/search/rating-line";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { huntCardModel } from "@/lib/hunts/card-model";
import { sharedElements } from "@/lib/shared-element";
import type { PublicHunt } from "@/lib/hunts/present";
import { HuntImage } from "./hunt-image";
import { CompareToggle, CompareTray } from "@/components/compare/compare-toggle";

/**
 * The card photo's rendered width in HuntGrid (max-w-7xl, 24 px gutters, 24 px gaps): one column
 * below 640 px, two, then three from 1024 px; at most ~400 px.
 */
export const HUNT_CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
/**
 * Beside the 300 px filter sidebar (advanced search, lg and up, 32 px gap): two columns of
 * (viewport − 404 px) / 2 up to 1280 px, 438 px at the container's full width, three columns of
 * 284 px from 1536 px.
 */
export const NARROW_HUNT_CARD_SIZES =
  "(min-width: 1536px) 284px, (min-width: 1280px) 438px, (min-width: 1024px) calc((100vw - 404px) / 2), (min-width: 640px) 50vw, 100vw";

// The card's static parts, one element object each for every card of a page: React's RSC payload
// then carries them once per page instead of once per card (lib/shared-element.ts).
const MAP_PIN = <MapPin aria-hidden className="size-3.5 shrink-0" />;
const CALENDAR = <CalendarDays aria-hidden className="size-4" />;
const USERS = <Users aria-hidden className="size-4" />;
/** The badges over the photo. */
const cardBadges = sharedElements((shown: "discounted" | "top-tier" | "both") => (
  <div className="pointer-events-none absolute inset-x-0 top-0 flex flex-wrap gap-2 p-3">
    {shown !== "top-tier" && (
      <Badge variant="accent" className="shadow-sm">
        Discounted
      </Badge>
    )}
    {shown !== "discounted" && <Badge className="shadow-sm">Top Tier Outfitter</Badge>}
  </div>
));

/** The hunt card of spec 000 §2: badges, first image, first species, details, price, View Details. */
export function HuntCard({
  hunt,
  eagerImage = false,
  sizes = HUNT_CARD_SIZES,
}: {
  hunt: PublicHunt;
  eagerImage?: boolean;
  sizes?: string;
}) {
  const m = huntCardModel(hunt);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <HuntImage
          src={m.image}
          alt={m.title}
          sizes={sizes}
          fallback="No image available"
          eager={eagerImage}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {(m.discounted || m.topTier) && cardBadges(m.discounted && m.topTier ? "both" : m.discounted ? "discounted" : "top-tier")}
        {hunt.tagBadge && <TagCardBadge badge={hunt.tagBadge} />}
        {m.lastMinuteText && (
          <Badge variant="accent" className="pointer-events-none absolute bottom-3 left-3 shadow-sm" data-testid="last-minute-badge">
            Last-minute
          </Badge>
        )}
        {m.soldOut && (
          <Badge variant="destructive" className="pointer-events-none absolute right-3 bottom-3 shadow-sm" data-testid="sold-out-badge">
            Fully booked
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
          {m.species ? <Badge variant="secondary">{m.species}</Badge> : <span />}
          <span className="flex min-w-0 items-center gap-1">
            {MAP_PIN}
            <span className="truncate">{m.location}</span>
          </span>
        </div>
        <h3 className="line-clamp-2 text-lg leading-snug">
          <Link href={m.href} className="hover:underline">
            {m.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{m.description}</p>
        {m.rating && (
          <RatingLine
            rating={m.rating}
            className={m.rating.average === null ? "text-xs text-muted-foreground" : "flex items-center gap-1.5 text-xs"}
          />
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {m.matchedDepartureText ? (
            <span className="flex items-center gap-1 font-medium text-foreground" data-testid="matched-departure">
              {CALENDAR}
              {m.matchedDepartureText}
            </span>
          ) : (
            <span className="flex items-center gap-1">
              {CALENDAR}
              {m.dates}
            </span>
          )}
          <span className="flex items-center gap-1">
            {USERS}
            {m.groupSizeText}
          </span>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
          <p className="flex flex-col tabular-nums">
            {m.originalPriceText && (
              <s className="text-sm text-muted-foreground">
                <span className="sr-only">Original price </span>
                {m.originalPriceText}
              </s>
            )}
            <span className="text-xl font-bold text-primary">{m.priceText}</span>
            {m.allInText && <span className="text-xs text-muted-foreground">{m.allInText}</span>}
            {m.lastMinuteText && <span className="text-xs font-medium text-primary">{m.lastMinuteText}</span>}
          </p>
          <div className="flex flex-wrap items-start gap-2">
            {m.soldOut && (
              <Button asChild size="sm" variant="outline">
                <Link href={`${m.href}#departures-heading`} aria-label={`Join the waitlist of ${m.title}`}>
                  Join waitlist
                </Link>
              </Button>
            )}
            <CompareToggle huntId={hunt.id} title={m.title} />
            <Button asChild size="sm">
              <Link href={m.href} aria-label={`View details of ${m.title}`}>
                View Details
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** Cards in 1/2/3 columns; `narrow` when the grid shares the row with a sidebar. */
export function HuntGrid({ hunts, eagerFirst = 0, narrow = false }: { hunts: PublicHunt[]; eagerFirst?: number; narrow?: boolean }) {
  return (
    <>
      <CompareTray />
      <ul
        className={
          narrow ? "grid grid-cols-1 gap-6 sm:grid-cols-2 2xl:grid-cols-3" : "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        }
        role="list"
      >
        {hunts.map((h, i) => (
          <li key={h.id} className="flex">
            <HuntCard hunt={h} eagerImage={i < eagerFirst} sizes={narrow ? NARROW_HUNT_CARD_SIZES : HUNT_CARD_SIZES} />
          </li>
        ))}
      </ul>
    </>
  );
}
