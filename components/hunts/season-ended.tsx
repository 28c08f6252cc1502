import { CalendarDays } from "@/components/ui/icons";
import type { PublicHunt } from "@/lib/hunts/present";
import { SEASON_ENDED } from "@/lib/departures/state";
import { HuntCard } from "./hunt-card";

/** The notice at the top of a hunt whose departures have all started. */
export function SeasonEndedNotice({ outfitterName }: { outfitterName: string }) {
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-blaze/50 bg-blaze/10 p-5">
      <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-blaze-ink" />
      <div>
        <p className="font-semibold">{SEASON_ENDED}</p>
        <p className="text-sm text-muted-foreground">
          Every departure of this hunt has started. See what else {outfitterName} offers, or message them about next season.
        </p>
      </div>
    </div>
  );
}

/** The outfitter's other listed hunts, shown on a hunt whose season has ended. */
export function OtherHuntsOfOutfitter({ hunts, outfitterName }: { hunts: PublicHunt[]; outfitterName: string }) {
  if (hunts.length === 0) return null;
  return (
    <section aria-labelledby="other-hunts-heading" className="mt-12">
      <h2 id="other-hunts-heading" className="text-2xl">
        More hunts from {outfitterName}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {hunts.map((h) => (
          <HuntCard key={h.id} hunt={h} />
        ))}
      </div>
    </section>
  );
}
