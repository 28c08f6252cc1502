import type { huntTags } from "@/db/schema/hunt-tags";
import { formatCents } from "@/lib/format/money";
import type { DrawOutcome, TagType } from "./schema";

export type HuntTagRow = typeof huntTags.$inferSelect;

/** A hunt's tag facts as the API and pages show them; draw facts are null unless `type` is draw. */
export type PublicHuntTag = {
  type: TagType;
  region: string | null;
  unitCode: string | null;
  applicationOpensOn: string | null;
  applicationClosesOn: string | null;
  resultsOn: string | null;
  whoMayApply: string | null;
  pointsNote: string | null;
  // The outfitter's own figure, always shown as such beside its source.
  odds: { text: string; sourceUrl: string; statedBy: "outfitter" } | null;
  outfitterApplies: boolean;
  // "25.00": the outfitter's fee for applying on the hunter's behalf.
  applicationFee: string | null;
  failedDrawOutcome: DrawOutcome | null;
  alternativeHunt: { id: number; title: string } | null;
};

export function toPublicHuntTag(row: HuntTagRow, alternative: { id: number; title: string } | null): PublicHuntTag {
  return {
    type: row.tagType,
    region: row.region,
    unitCode: row.unitCode,
    applicationOpensOn: row.applicationOpensOn,
    applicationClosesOn: row.applicationClosesOn,
    resultsOn: row.resultsOn,
    whoMayApply: row.whoMayApply,
    pointsNote: row.pointsNote,
    odds: row.oddsText && row.oddsSourceUrl ? { text: row.oddsText, sourceUrl: row.oddsSourceUrl, statedBy: "outfitter" } : null,
    outfitterApplies: row.outfitterApplies,
    applicationFee: row.applicationFeeCents == null ? null : formatCents(row.applicationFeeCents),
    failedDrawOutcome: row.failedDrawOutcome,
    alternativeHunt: alternative,
  };
}
