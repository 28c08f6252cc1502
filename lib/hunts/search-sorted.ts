import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db as defaultDb, queryRowsParsedOnce, type DbOrTx } from "@/db";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "./public-rows";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type SortOrder } from "./search-options";
import type { HuntFilters, SortedKey } from "./search-schema";
import { encodeSortedCursor } from "./search-schema";

// Each order is one key and the id, walked through a partial index with the same expression, so a
// page is an ordered index walk and paging is keyset; absent values (no departure, no rating) sort last.
type Spec = { key: string; dir: "ASC" | "DESC"; type: "int" | "date" };

export const NO_DEPARTURE = "9999-12-31";
export const NO_RATING = -1;
// The expression of hunts_listed_soonest_idx; must match it for the planner to use the index.
export const SOONEST_KEY = `coalesce(h.next_departure_on, '${NO_DEPARTURE}'::date)`;

const SPECS: Record<Exclude<SortOrder, "recommended">, Spec> = {
  price_asc: { key: "h.price_cents", dir: "ASC", type: "int" },
  price_desc: { key: "h.price_cents", dir: "DESC", type: "int" },
  soonest: { key: SOONEST_KEY, dir: "ASC", type: "date" },
  rating: { key: `coalesce(h.outfitter_rating, ${NO_RATING})`, dir: "DESC", type: "int" },
  newest: { key: "h.id", dir: "DESC", type: "int" },
  // The card's all-in from, kept on hunts by triggers (hunts_listed_all_in_idx).
  all_in_asc: { key: "h.all_in_from_cents", dir: "ASC", type: "int" },
  // Stored figures (n >= 3 only: the rate is null below); hunts without one sort last.
  harvest_rate: {
    key: `coalesce((SELECT f.harvest_rate_pct FROM outcome_figures f WHERE f.subject = 'hunt' AND f.subject_id = h.id), ${NO_RATING})`,
    dir: "DESC",
    type: "int",
  },
};

export type SortedSort = keyof typeof SPECS;

const keyValue = (spec: Spec, value: string) => (spec.type === "date" ? sql`${value}::date` : sql`${Number(value)}::int`);

// Exported so the bench can EXPLAIN exactly what runs.
export function sortedSearchSql(
  where: SQL[],
  sort: SortedSort,
  page: { limit?: number; cursor?: SortedKey; before?: SortedKey },
  columns: SQL = HUNT_WITH_OUTFITTER_COLUMNS,
) {
  const spec = SPECS[sort];
  const limit = Math.min(Math.max(1, page.limit ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const backward = !page.cursor && !!page.before;
  const at = page.cursor ?? page.before;
  const ascending = (spec.dir === "ASC") !== backward;
  const conds = [...where];
  if (at) {
    const key = sort === "newest" ? sql`${at.id}::int` : keyValue(spec, at.value);
    const left = sort === "newest" ? sql.raw("h.id") : sql.raw(`(${spec.key}, h.id)`);
    const right = sort === "newest" ? key : sql`(${key}, ${at.id}::int)`;
    conds.push(ascending ? sql`${left} > ${right}` : sql`${left} < ${right}`);
  }
  const dir = ascending ? "ASC" : "DESC";
  const order = sort === "newest" ? sql.raw(`h.id ${dir}`) : sql.raw(`${spec.key} ${dir}, h.id ${dir}`);
  // Ids first, from the order's index alone where it covers the filters (index-only scan), then only those hunts in full.
  const query = sql`SELECT ${columns}, m.sort_key::text AS sort_key
      FROM (SELECT h.id, ${sql.raw(spec.key)} AS sort_key FROM hunts h
            WHERE ${sql.join(conds, sql` AND `)} ORDER BY ${order} LIMIT ${limit + 1}) m
      JOIN hunts h ON h.id = m.id JOIN users u ON u.id = h.outfitter_id
      ORDER BY ${sql.raw(`m.sort_key ${dir}, m.id ${dir}`)}`;
  return { query, limit, backward };
}

type SortedRow = HuntJoinedRow & { sort_key: string };

export async function searchHuntsSorted(
  where: SQL[],
  sort: SortedSort,
  page: { limit?: number; cursor?: SortedKey; before?: SortedKey },
  db: DbOrTx = defaultDb,
  columns?: SQL,
) {
  const q = sortedSearchSql(where, sort, page, columns);
  const rows = await queryRowsParsedOnce<SortedRow>(db, q.query);
  const more = rows.length > q.limit;
  const pageRows = rows.slice(0, q.limit);
  if (q.backward) pageRows.reverse();
  const cursorOf = (r: SortedRow | undefined) => (r ? encodeSortedCursor({ sort, value: String(r.sort_key), id: Number(r.id) }) : null);
  const first = pageRows[0];
  const last = pageRows[pageRows.length - 1];
  const nextCursor = q.backward ? cursorOf(last) : more ? cursorOf(last) : null;
  const prevCursor = q.backward ? (more ? cursorOf(first) : null) : page.cursor ? cursorOf(first) : null;
  return { hunts: pageRows.map(publicHuntOf), nextCursor, prevCursor };
}

export type { HuntFilters };
