import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RatingLine } from "@/components/search/rating-line";
import type { PublicOutfitter } from "@/lib/outfitters/public";
import { OutfitterCover } from "./outfitter-cover";

// The same on every outfitter's card: one element object each, sent once per page (lib/shared-element.ts).
const DESCRIPTION = (
  <p className="text-sm text-muted-foreground">
    Hand-picked for safe, ethical and successful hunts, first-class camps and experienced guides.
  </p>
);
const TOP_TIER_BADGE = (
  <Badge variant="accent" className="absolute top-3 left-3">
    Top-Tier
  </Badge>
);

/** Shown only when there are top-tier outfitters. */
export function TopTierOutfitters({ outfitters }: { outfitters: PublicOutfitter[] }) {
  if (!outfitters.length) return null;
  return (
    <section id="top-tier-outfitters" aria-labelledby="top-tier-heading" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="top-tier-heading" className="text-3xl">
          Top-Tier Outfitters
        </h2>
        <p className="mt-2 text-muted-foreground">Our most trusted outfitters, with priority placement in every search.</p>
        <ul role="list" className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {outfitters.map((o) => (
            <li key={o.id} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
              <div className="relative aspect-[16/10] bg-muted">
                <OutfitterCover
                  coverPhoto={o.coverPhoto}
                  profileImage={o.profileImage}
                  name={o.firstName}
                  sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                />
                {TOP_TIER_BADGE}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="text-lg">{o.firstName}</h3>
                {DESCRIPTION}
                <RatingLine rating={o.rating} />
                <Button asChild variant="outline" className="mt-auto">
                  <Link href={`/outfitter/${o.id}`} aria-label={`View Hunts of ${o.firstName}`}>
                    View Hunts
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
