// Client-safe: the per-hunter fee a draw hunt's outfitter charges for applying on the hunters' behalf,
// the calculator's `applicationFeeCents` (one price line; lib/money/price-lines/calculate.ts).
import { parseDollarsToCents } from "@/lib/format/money";

type TagFeeFacts = { type: string; outfitterApplies: boolean; applicationFee: string | null; resultsOn: string | null };
type TagFeeRow = { tagType: string; outfitterApplies: boolean; applicationFeeCents: number | null; resultsOn: string | null };

// After the results are out there is nothing left to apply for (and the booking carries no draw terms).
const drawOver = (resultsOn: string | null, today?: string) => Boolean(today && resultsOn && resultsOn < today);

/** From the public tag (pages, the booking form); null when the outfitter does not apply or states no fee. */
export function applicationFeeOfTag(tag: TagFeeFacts | null | undefined, today?: string): number | null {
  if (!tag || tag.type !== "draw" || !tag.outfitterApplies || tag.applicationFee === null || drawOver(tag.resultsOn, today)) return null;
  const cents = parseDollarsToCents(tag.applicationFee);
  return cents && cents > 0 ? cents : null;
}

/** From the stored row (the booking, the all-in-from figure). */
export function applicationFeeOfRow(row: TagFeeRow | null | undefined, today?: string): number | null {
  if (!row || row.tagType !== "draw" || !row.outfitterApplies || !row.applicationFeeCents || drawOver(row.resultsOn, today)) return null;
  return row.applicationFeeCents > 0 ? row.applicationFeeCents : null;
}
