import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows, type DbOrTx } from "@/db";
import { outcomeFigures } from "@/db/schema";
import { computeOutcomes, type OutcomeRow } from "./rates";

type Subject = { subject: "hunt" | "outfitter"; id: number };

type Raw = {
  season: number;
  took_animal: OutcomeRow["tookAnimal"];
  shot_opportunity: OutcomeRow["shotOpportunity"];
  hunting_score: number | null;
  guides_score: number | null;
  camp_score: number | null;
  accuracy_score: number | null;
  value_score: number | null;
};

// Only approved reviews that were verified when written feed the figures.
async function rowsFor(tx: DbOrTx, s: Subject): Promise<OutcomeRow[]> {
  const column = sql.raw(s.subject === "hunt" ? "r.hunt_id" : "r.outfitter_id");
  const rows = await queryRows<Raw>(
    tx,
    sql`SELECT o.season, o.took_animal, o.shot_opportunity, o.hunting_score, o.guides_score, o.camp_score, o.accuracy_score, o.value_score
          FROM hunt_review_outcomes o JOIN hunt_reviews r ON r.id = o.review_id
         WHERE ${column} = ${s.id} AND r.status = 'approved' AND o.verified`,
  );
  return rows.map((r) => ({
    season: Number(r.season),
    tookAnimal: r.took_animal,
    shotOpportunity: r.shot_opportunity,
    scores: { hunting: r.hunting_score, guides: r.guides_score, camp: r.camp_score, accuracy: r.accuracy_score, value: r.value_score },
  }));
}

async function store(tx: DbOrTx, s: Subject, currentSeason: number, now: Date) {
  const o = computeOutcomes(await rowsFor(tx, s), currentSeason);
  const values = { ...o, computedAt: now };
  await tx
    .insert(outcomeFigures)
    .values({ subject: s.subject, subjectId: s.id, ...values })
    .onConflictDoUpdate({ target: [outcomeFigures.subject, outcomeFigures.subjectId], set: values });
}

/** In the transaction of the change (a review approved, rejected or its answers edited): the hunt's and the outfitter's figures. */
export async function refreshOutcomeFigures(tx: DbOrTx, huntId: number, outfitterId: number, now = new Date()) {
  const season = now.getUTCFullYear();
  await store(tx, { subject: "hunt", id: huntId }, season, now);
  await store(tx, { subject: "outfitter", id: outfitterId }, season, now);
}

/** The daily job: the 3-season window moves with the year, so every subject with verified reviews is recomputed. */
export async function refreshAllOutcomeFigures(now = new Date()): Promise<{ subjects: number }> {
  const subjects = await queryRows<{ hunt_id: number; outfitter_id: number }>(
    db,
    sql`SELECT DISTINCT r.hunt_id, r.outfitter_id FROM hunt_review_outcomes o JOIN hunt_reviews r ON r.id = o.review_id WHERE o.verified`,
  );
  for (const s of subjects) await db.transaction((tx) => refreshOutcomeFigures(tx, Number(s.hunt_id), Number(s.outfitter_id), now));
  return { subjects: subjects.length };
}
