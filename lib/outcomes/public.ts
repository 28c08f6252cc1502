import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { outcomeFigures, outfitterStatedFigures } from "@/db/schema";
import { cached } from "@/lib/cache/cached";
import { outfitterReviewsTag, outfitterTag, reviewsTag } from "@/lib/cache/tags";
import type { SubScoreAverages } from "@/db/schema/review-outcomes";
import { outcomeLine } from "./rates";

/** What the pages show: the stored figures' line (with n), the sub-score averages, and apart from them the outfitter's own figure. */
export type PublicOutcomes = {
  line: string;
  harvestRatePct: number | null;
  harvestAnswered: number;
  subScores: SubScoreAverages | null;
  outfitterFigurePct: number | null;
};

async function load(subject: "hunt" | "outfitter", id: number, outfitterId: number): Promise<PublicOutcomes> {
  const [f] = await db
    .select()
    .from(outcomeFigures)
    .where(and(eq(outcomeFigures.subject, subject), eq(outcomeFigures.subjectId, id)))
    .limit(1);
  const [stated] = await db
    .select({ pct: outfitterStatedFigures.harvestRatePct })
    .from(outfitterStatedFigures)
    .where(eq(outfitterStatedFigures.outfitterId, outfitterId))
    .limit(1);
  const empty = { harvestAnswered: 0, harvested: 0, shotAnswered: 0, shots: 0, harvestRatePct: null };
  return {
    line: outcomeLine(f ?? empty),
    harvestRatePct: f?.harvestRatePct ?? null,
    harvestAnswered: f?.harvestAnswered ?? 0,
    subScores: f && f.verifiedHunts > 0 ? f.subScores : null,
    outfitterFigurePct: stated?.pct ?? null,
  };
}

const loadHunt = (huntId: number, outfitterId: number) => load("hunt", huntId, outfitterId);
const loadOutfitter = (outfitterId: number) => load("outfitter", outfitterId, outfitterId);

export const getHuntOutcomes = (huntId: number, outfitterId: number) =>
  cached(loadHunt, ["hunt-outcomes"], { tags: [reviewsTag(huntId), outfitterTag(outfitterId)] })(huntId, outfitterId);

export const getOutfitterOutcomes = (outfitterId: number) =>
  cached(loadOutfitter, ["outfitter-outcomes"], { tags: [outfitterReviewsTag(outfitterId), outfitterTag(outfitterId)] })(outfitterId);
