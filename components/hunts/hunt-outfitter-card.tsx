import Link from "next/link";
import { BadgeCheck } from "@/components/ui/icons";
import { OutfitterCover } from "@/components/landing/outfitter-cover";
import { RatingLine } from "@/components/search/rating-line";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { RatingSummary } from "@/lib/reviews/public";
import { HunterActionsSlot } from "./hunter-actions-slot";
import { CredentialBadges } from "@/components/credentials/credential-badges";
import type { PublicCredentials } from "@/lib/credentials/public";
import { ReliabilityLine } from "@/components/reliability/reliability-line";
import { ReferencesPanel } from "@/components/references/references-panel";
import type { PublicReliability } from "@/lib/reliability/public";

export type OutfitterCardData = {
  id: number;
  firstName: string;
  isTopTier: boolean;
  coverPhoto: string | null;
  profileImage: string | null;
  rating?: RatingSummary;
  credentials?: PublicCredentials;
  reliability?: PublicReliability | null;
  references?: number;
};

/** The outfitter card on the hunt page. */
export function HuntOutfitterCard({ outfitter, huntId }: { outfitter: OutfitterCardData; huntId: number }) {
  return (
    <section aria-labelledby="outfitter-heading" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="relative aspect-[16/7] bg-muted">
        <OutfitterCover
          coverPhoto={outfitter.coverPhoto}
          profileImage={outfitter.profileImage}
          name={outfitter.firstName}
          sizes="(min-width: 1024px) 360px, 100vw"
        />
      </div>
      <div className="grid gap-3 p-5">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Your outfitter</p>
        <h2 id="outfitter-heading" className="flex flex-wrap items-center gap-2 text-xl">
          {outfitter.firstName}
          {outfitter.isTopTier && (
            <Badge variant="accent">
              <BadgeCheck aria-hidden />
              Top Tier Outfitter
            </Badge>
          )}
        </h2>
        {outfitter.rating && <RatingLine rating={outfitter.rating} />}
        <CredentialBadges credentials={outfitter.credentials} />
        <ReliabilityLine reliability={outfitter.reliability} />
        <ReferencesPanel outfitterId={outfitter.id} outfitterName={outfitter.firstName} count={outfitter.references ?? 0} />
        <Button asChild variant="outline">
          <Link href={`/outfitter/${outfitter.id}`}>View Outfitter Profile</Link>
        </Button>
        <HunterActionsSlot huntId={huntId} outfitterId={outfitter.id} outfitterFirstName={outfitter.firstName} />
      </div>
    </section>
  );
}
