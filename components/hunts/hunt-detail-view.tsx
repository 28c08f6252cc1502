import { CalendarDays, Clock, Gauge, MapPin, Ticket, Users } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { showsDiscount, speciesDisplay } from "@/lib/hunts/card-model";
import type { PublicHunt } from "@/lib/hunts/present";
import { DIFFICULTY_LABELS } from "@/lib/hunts/search-options";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { PublicHuntReview, RatingSummary } from "@/lib/reviews/public";
import { bookingStateOf, DATES_ON_REQUEST, SEASON_ENDED } from "@/lib/departures/state";
import { HuntActions } from "./hunt-actions";
import { HuntDepartures } from "./hunt-departures";
import { HuntBookBar } from "./book-links";
import { depositLine, nextDepartureLine, nextDepartureSpots, perBookingLine } from "@/lib/hunts/booking-facts";
import { HuntCancellationPolicy } from "@/components/cancellation/policy-details";
import { OtherHuntsOfOutfitter, SeasonEndedNotice } from "./season-ended";
import { SimilarHunts } from "./similar-hunts";
import { HuntGallery } from "./hunt-gallery";
import { HuntOutfitterCard, type OutfitterCardData } from "./hunt-outfitter-card";
import { HuntReviews } from "./hunt-reviews";
import { HuntPriceDetails } from "./price-details";
import { CompareToggle, CompareTray } from "@/components/compare/compare-toggle";
import type { HuntFees } from "@/lib/money/price-lines/types";
import { FailedDrawPromise, HuntTagsSection } from "@/components/tags/hunt-tags-section";
import { applicationFeeOfTag } from "@/lib/tags/application-fee";
import { OutcomeSummary } from "@/components/reviews/outcome-summary";
import type { PublicOutcomes } from "@/lib/outcomes/public";

export type HuntDetailProps = {
  hunt: PublicHunt;
  outfitter: OutfitterCardData;
  reviews: PublicHuntReview[];
  rating: RatingSummary;
  /** Shown above the page, e.g. to an outfitter previewing a hidden hunt. */
  notice?: React.ReactNode;
  /** The outfitter's other listed hunts, offered when this hunt's season has ended. */
  otherHunts?: PublicHunt[];
  /** Same species family, region and price band (lib/hunts/similar.ts); none in the hidden-hunt preview. */
  similarHunts?: PublicHunt[];
  /** The fee structure (cents) for "Price details"; absent in the hidden-hunt preview. */
  fees?: HuntFees;
  /** Verified harvest and shot figures (issue 49); absent in the hidden-hunt preview. */
  outcomes?: PublicOutcomes;
};

const usd = (price: string | null) => (price === null ? null : formatUsd(parseDollarsToCents(price) ?? 0));

/**
 * The hunt page body (spec 000 §2 Hunt detail). Server-rendered on /hunt/{id}; also rendered in the
 * browser for an outfitter or admin previewing a hunt hidden from visitors, so it imports nothing
 * server-only.
 */
export function HuntDetailView({
  hunt,
  outfitter,
  reviews,
  rating,
  notice,
  otherHunts = [],
  similarHunts = [],
  fees,
  outcomes,
}: HuntDetailProps) {
  const state = bookingStateOf(hunt);
  const spots = `${hunt.availability} ${hunt.availability === 1 ? "spot" : "spots"}`;
  const availability = {
    open: `${spots} available`,
    full: <Badge variant="accent">Fully Booked</Badge>,
    "on-request": DATES_ON_REQUEST,
    ended: SEASON_ENDED,
  }[state];
  const discounted = showsDiscount(hunt);
  const details: { icon: typeof MapPin; label: string; value: React.ReactNode }[] = [
    { icon: MapPin, label: "Location", value: hunt.location },
    { icon: CalendarDays, label: "Dates", value: hunt.dates },
    { icon: Clock, label: "Duration", value: `${hunt.duration} ${hunt.duration === 1 ? "day" : "days"}` },
    { icon: Users, label: "Group size", value: `Max ${hunt.groupSize}` },
    { icon: Gauge, label: "Difficulty", value: hunt.difficulty ? DIFFICULTY_LABELS[hunt.difficulty] : "Not specified" },
    {
      icon: Ticket,
      label: "Availability",
      value: availability,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      {notice}
      {state === "ended" && <SeasonEndedNotice outfitterName={outfitter.firstName} />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <HuntGallery title={hunt.title} images={hunt.images} video={hunt.video} />
          <header className="mt-6">
            <div className="flex flex-wrap gap-2">
              {hunt.outfitter?.isTopTier && <Badge>Top Tier Outfitter</Badge>}
              {discounted && <Badge variant="accent">Discounted</Badge>}
              {hunt.species.map((s) => (
                <Badge key={s} variant="secondary">
                  {speciesDisplay(s)}
                </Badge>
              ))}
            </div>
            <h1 className="mt-3 text-3xl sm:text-4xl">{hunt.title}</h1>
            <p className="mt-2 flex items-center gap-1 text-muted-foreground">
              <MapPin aria-hidden className="size-4" />
              {hunt.location}
            </p>
          </header>
        </div>

        <aside className="grid content-start gap-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <section aria-label="Price and booking" className="rounded-xl border bg-card p-5 shadow-sm">
            <p className="text-sm text-muted-foreground">Price per hunter</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-3 tabular-nums">
              <span className="text-3xl font-bold text-primary" data-testid="hunt-price">
                {usd(hunt.price)}
              </span>
              {discounted && (
                <s className="text-lg text-muted-foreground">
                  <span className="sr-only">Original price </span>
                  {usd(hunt.originalPrice)}
                </s>
              )}
            </p>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="hunt-deposit">
              {depositLine(hunt.depositPercent)}
            </p>
            <p className="mt-2 text-sm" data-testid="hunt-availability">
              {state === "open" ? (
                <span className="text-muted-foreground">{nextDepartureLine(hunt.departures) ?? `${spots} left`}</span>
              ) : (
                <span className="font-semibold text-blaze-ink">
                  {state === "full" ? "Fully Booked" : state === "ended" ? SEASON_ENDED : DATES_ON_REQUEST}
                </span>
              )}
            </p>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="hunt-per-booking">
              {perBookingLine(hunt.groupSize)}
            </p>
            <div className="mt-5">
              <HuntActions huntId={hunt.id} outfitterId={hunt.outfitterId} state={state} />
            </div>
            <div className="mt-3">
              <CompareToggle huntId={hunt.id} title={hunt.title} />
              <CompareTray />
            </div>
          </section>
          <HuntOutfitterCard outfitter={outfitter} huntId={hunt.id} />
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-2xl">
              Hunt Details
            </h2>
            {/* .hunt-facts (app/globals.css) styles each group, term, icon and value: classes sent once, not per fact. */}
            <dl className="hunt-facts mt-4 grid grid-cols-1 gap-4 rounded-xl border bg-card p-5 sm:grid-cols-2">
              {details.map((d) => (
                // A <dl> group holds only <dt> and <dd> (the Nu checker refused the icon beside them): the
                // icon sits inside the term, out of the flow, in the column the padding leaves for it.
                <div key={d.label}>
                  <dt>
                    <d.icon aria-hidden />
                    {d.label}
                  </dt>
                  <dd>{d.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="about-heading" className="mt-10">
            <h2 id="about-heading" className="text-2xl">
              About This Hunt
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line">{hunt.description}</p>
          </section>
          {hunt.departures && (
            <HuntDepartures
              departures={hunt.departures}
              timeZone={hunt.timeZone}
              waitlist={{ huntId: hunt.id, groupSize: hunt.groupSize }}
              pricing={hunt}
              bookHuntId={state === "open" && !notice ? hunt.id : undefined}
            />
          )}
          {/* The hidden-hunt preview has no fees: it shows no price details rather than wrong ones. */}
          {fees && (
            <HuntPriceDetails
              hunt={{
                priceCents: parseDollarsToCents(hunt.price) ?? 0,
                durationDays: hunt.duration,
                depositPercent: hunt.depositPercent,
                fees,
                applicationFeeCents: applicationFeeOfTag(hunt.tag),
              }}
              maxHunters={Math.max(1, Math.min(hunt.groupSize, hunt.availability || hunt.groupSize))}
            />
          )}
          {hunt.tag && <HuntTagsSection tag={hunt.tag} />}
          <HuntCancellationPolicy policy={hunt.cancellationPolicy} depositPercent={hunt.depositPercent} timeZone={hunt.timeZone} />
          {hunt.tag && <FailedDrawPromise tag={hunt.tag} />}
          <HuntReviews reviews={reviews} rating={rating}>
            <OutcomeSummary outcomes={outcomes} />
          </HuntReviews>
        </div>
      </div>
      {state === "ended" && <OtherHuntsOfOutfitter hunts={otherHunts} outfitterName={outfitter.firstName} />}
      <SimilarHunts hunts={similarHunts} />
      {state === "open" && !notice && <HuntBookBar huntId={hunt.id} price={hunt.price} spotsLine={nextDepartureSpots(hunt.departures)} />}
    </div>
  );
}
