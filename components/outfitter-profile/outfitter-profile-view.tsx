import Link from "next/link";
import { BadgeCheck, CalendarDays, Clock, Mountain, ShieldCheck, StarIcon as Star, Target } from "@/components/ui/icons";
import { HuntGrid } from "@/components/hunts/hunt-card";
import { HuntImage } from "@/components/hunts/hunt-image";
import { RatingLine } from "@/components/search/rating-line";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PublicHunt } from "@/lib/hunts/present";
import { safeImageSrc } from "@/lib/images";
import type { PublicOutfitter } from "@/lib/outfitters/public";
import { AdminOutfitterDetails, OutfitterActions } from "./outfitter-actions";
import { CredentialBadges } from "@/components/credentials/credential-badges";
import { OutcomeSummary } from "@/components/reviews/outcome-summary";
import type { PublicOutcomes } from "@/lib/outcomes/public";
import { ReliabilityLine } from "@/components/reliability/reliability-line";
import { ReferencesPanel } from "@/components/references/references-panel";
import { yearsInBusinessLine } from "@/lib/outfitters/years";

/** /outfitter/{id} (spec 000 §2 Outfitter public profile). */
export function OutfitterProfileView({
  outfitter: o,
  hunts,
  activeCount,
  outcomes,
}: {
  outfitter: PublicOutfitter;
  hunts: PublicHunt[];
  activeCount: number;
  /** Verified outcomes over the outfitter's hunts (issue 49). */
  outcomes?: PublicOutcomes;
}) {
  const avatar = safeImageSrc(o.profileImage);
  const years = yearsInBusinessLine(o.inBusinessSince);
  return (
    <div>
      <div className="relative h-48 bg-primary sm:h-72">
        <HuntImage
          src={safeImageSrc(o.coverPhoto)}
          alt={`${o.firstName} cover photo`}
          sizes="100vw"
          eager
          fallback="No image available"
          placeholder={
            <div
              aria-hidden
              className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-primary to-primary/70 text-primary-foreground"
            >
              <Mountain className="size-16 opacity-60" />
            </div>
          }
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative -mt-12 flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:-mt-16 sm:flex-row sm:items-end sm:justify-between sm:p-6">
          <div className="flex items-center gap-4">
            <div className="relative size-20 shrink-0 overflow-hidden rounded-full border-4 border-card bg-muted sm:size-24">
              <HuntImage
                src={avatar}
                alt=""
                sizes="96px"
                fallback=""
                placeholder={
                  <span
                    aria-hidden
                    className="absolute inset-0 flex items-center justify-center bg-primary text-2xl font-bold text-primary-foreground"
                  >
                    {o.firstName.charAt(0).toUpperCase()}
                  </span>
                }
              />
            </div>
            <div>
              <h1 className="text-3xl">{o.firstName}</h1>
              {o.isTopTier && (
                <Badge variant="accent" className="mt-2">
                  <BadgeCheck aria-hidden />
                  Top-Tier Outfitter
                </Badge>
              )}
              <CredentialBadges credentials={o.credentials} className="mt-2" />
              <ReliabilityLine reliability={o.reliability} className="mt-2 flex items-start gap-1.5 text-sm" />
              <div className="mt-2">
                <ReferencesPanel outfitterId={o.id} outfitterName={o.firstName} count={o.references} />
              </div>
              <AdminOutfitterDetails outfitterId={o.id} />
            </div>
          </div>
          <OutfitterActions outfitterId={o.id} firstName={o.firstName} />
        </div>

        <dl className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
          <div className="rounded-xl border bg-card p-3 sm:p-5">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground sm:gap-2 sm:text-sm">
              <Target aria-hidden className="size-4" />
              Active Hunts
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl" data-testid="active-hunts">
              {activeCount}
            </dd>
          </div>
          <div className="rounded-xl border bg-card p-3 sm:p-5">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground sm:gap-2 sm:text-sm">
              <Star aria-hidden className="size-4" />
              Rating
            </dt>
            <dd className="mt-1">
              {o.rating.average === null ? (
                <span className="font-semibold sm:text-lg">No reviews yet</span>
              ) : (
                <RatingLine rating={o.rating} className="flex flex-wrap items-center gap-x-2 sm:text-lg" />
              )}
            </dd>
          </div>
          <div className="rounded-xl border bg-card p-3 sm:p-5">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground sm:gap-2 sm:text-sm">
              {o.isApproved ? <ShieldCheck aria-hidden className="size-4" /> : <Clock aria-hidden className="size-4" />}
              Status
            </dt>
            <dd
              className={
                o.isApproved ? "mt-1 font-semibold text-primary sm:text-lg" : "mt-1 font-semibold text-muted-foreground sm:text-lg"
              }
            >
              {o.isApproved ? "Verified" : "Pending"}
            </dd>
          </div>
        </dl>
        {(o.bio || years) && (
          <section
            aria-labelledby="outfitter-about-heading"
            className="mt-6 rounded-xl border bg-card p-5 sm:p-6"
            data-testid="outfitter-about"
          >
            <h2 id="outfitter-about-heading" className="text-2xl">
              About {o.firstName}
            </h2>
            {years && (
              <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="outfitter-years">
                <CalendarDays aria-hidden className="size-4" />
                {years}
              </p>
            )}
            {o.bio && <p className="mt-3 max-w-prose leading-relaxed whitespace-pre-line">{o.bio}</p>}
          </section>
        )}
        <OutcomeSummary outcomes={outcomes} className="mt-4 grid gap-2 rounded-xl border bg-card p-4 text-sm sm:p-5" />

        <section aria-labelledby="outfitter-hunts-heading" className="py-10">
          <h2 id="outfitter-hunts-heading" className="text-2xl">
            Hunts by {o.firstName}
          </h2>
          {hunts.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed bg-card p-10 text-center">
              <p className="text-lg font-semibold">No Hunts Available</p>
              <p className="mt-1 text-muted-foreground">This outfitter has no hunts listed right now. Check back soon.</p>
            </div>
          ) : (
            <div className="mt-6">
              <HuntGrid hunts={hunts} />
              {activeCount > hunts.length && (
                <div className="mt-8 text-center">
                  <Button asChild variant="outline" size="lg">
                    <Link href={`/browse-hunts?outfitterId=${o.id}`}>View all {activeCount} hunts</Link>
                  </Button>
                </div>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
