import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import type { HuntFilters, PageKey } from "./search-schema";
import { and, boundarySql, headSql, keysetCondition, planSteps, searchTuning, speciesStream, type Direction } from "./search-steps";
import { filterConditions, headOf, keyOf, runStep } from "./search";

export const COUNT_CAP = 100;

// A count needs no order: one query stopping at cap + 1 matches, except a species filter reads the
// hunt_species key first.
export function countSql(f: HuntFilters, cap = COUNT_CAP, boundary?: PageKey) {
  const dir: Direction = { backward: false };
  const tail = (wanted: number) => sql`SELECT count(*)::int AS n FROM (
        SELECT 1 FROM hunts h WHERE ${and([...filterConditions(f), ...keysetCondition({ backward: false, key: boundary })])} LIMIT ${wanted}) s`;
  const head = headOf(f);
  if (head.kind !== "species") return { head: tail(cap + 1), boundary: null, tail, prepared: false };
  if (head.otherFilters === 0) {
    const stream = speciesStream(dir, cap + 1, head.source.speciesTerms, head.source.keyFilters);
    return { head: sql`SELECT count(*)::int AS n FROM (${stream}) m`, boundary: null, tail, prepared: true };
  }
  const plan = planSteps(cap + 1, head.otherFilters, head.kind, head.readsHuntRows);
  const rows = plan.kind === "head" ? plan.rows : searchTuning.streamHeadRows;
  const headQuery = sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${headSql(dir, rows, head.source)} h WHERE ${and(head.where)} LIMIT ${cap + 1}) s`;
  return { head: headQuery, boundary: boundarySql(dir, rows, head.source), tail, prepared: true };
}

export async function countHunts(f: HuntFilters, cap = COUNT_CAP, db: DbOrTx = defaultDb) {
  const q = countSql(f, cap);
  let n = Number((await runStep<{ n: number }>(db, q.head, q.prepared))[0]?.n ?? 0);
  if (n <= cap && q.boundary) {
    const [edge] = await runStep<{ search_rank: number; id: number }>(db, q.boundary, q.prepared);
    if (edge) n += Number((await queryRows<{ n: number }>(db, countSql(f, cap, keyOf(edge)).tail(cap + 1 - n)))[0]?.n ?? 0);
  }
  return { count: Math.min(n, cap), capped: n > cap };
}

export function countLabel(c: { count: number; capped: boolean }): string {
  return `${c.count.toLocaleString("en-US")}${c.capped ? "+" : ""}`;
}
