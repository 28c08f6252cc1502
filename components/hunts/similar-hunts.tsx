import type { PublicHunt } from "@/lib/hunts/present";
import { HuntCard } from "./hunt-card";

/** Up to 4 hunts like this one (same species family, region, price within ±30%), on every hunt page. */
export function SimilarHunts({ hunts }: { hunts: PublicHunt[] }) {
  if (hunts.length === 0) return null;
  return (
    <section aria-labelledby="similar-hunts-heading" className="mt-12" data-testid="similar-hunts">
      <h2 id="similar-hunts-heading" className="text-2xl">
        Similar hunts
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {hunts.map((h) => (
          <HuntCard key={h.id} hunt={h} />
        ))}
      </div>
    </section>
  );
}
