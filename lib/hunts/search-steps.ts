import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { PageKey } from "./search-schema";

/**
 * SQL building blocks of the two-step search (lib/hunts/search.ts):
 * 1. a "head": the next N listed hunts in listing order (search_rank desc, id desc) — from the
 *    hunts index, or, with a species filter, merged from the hunt_species primary key per species,
 *    which also carries price, duration and the facet tags (INCLUDE) so those filters are checked
 *    on the key itself — which the remaining filters then thin out; enough whenever matches are
 *    not rare;
 * 2. only if that falls short, the matches after the head are found through the filters' own
 *    indexes (GIN on species and tags, trigram on text, btree on price/duration/outfitter) and
 *    sorted. Sorting on `search_rank + 0` keeps the planner from betting on an ordered scan that
 *    stops early, which is what makes rare matches slow.
 */
export const searchTuning = { headRows: 2000, streamHeadRows: 300, keyHeadRows: 1500 };

export type Direction = { backward: boolean; key?: PageKey };

export function keysetCondition({ backward, key }: Direction, alias = "h", idColumn = "id"): SQL[] {
  if (!key) return [];
  const cols = sql.raw(`(${alias}.search_rank, ${alias}.${idColumn})`);
  return [backward ? sql`${cols} > (${key.rank}, ${key.id})` : sql`${cols} < (${key.rank}, ${key.id})`];
}

export const listingOrder = ({ backward }: Direction, alias = "h", idColumn = "id") =>
  sql.raw(backward ? `${alias}.search_rank ASC, ${alias}.${idColumn} ASC` : `${alias}.search_rank DESC, ${alias}.${idColumn} DESC`);
export const sortOrder = ({ backward }: Direction) =>
  backward ? sql`h.search_rank + 0 ASC, h.id ASC` : sql`h.search_rank + 0 DESC, h.id DESC`;
export const and = (conds: SQL[]) => sql.join(conds, sql` AND `);

/**
 * The next `rows` listed hunts having any of the species and passing the `keyFilters` (conditions
 * on s.price_cents, s.duration_days, s.search_tags), in listing order: their (search_rank,
 * hunt_id) and the key's copies of the outfitter, location and title (for `streamFilters`).
 */
export function speciesStream(dir: Direction, rows: number, terms: string[], keyFilters: SQL[] = []): SQL {
  const perTerm = terms.map(
    (t) => sql`(SELECT s.search_rank, s.hunt_id, s.outfitter_id, s.location_lower, s.title_lower FROM hunt_species s
                WHERE ${and([sql`s.species = ${t}`, ...keyFilters, ...keysetCondition(dir, "s", "hunt_id")])}
                ORDER BY ${listingOrder(dir, "s", "hunt_id")} LIMIT ${rows})`,
  );
  return sql`SELECT DISTINCT ON (x.search_rank, x.hunt_id) x.search_rank, x.hunt_id, x.outfitter_id, x.location_lower, x.title_lower
             FROM (${sql.join(perTerm, sql` UNION ALL `)}) x ORDER BY ${listingOrder(dir, "x", "hunt_id")} LIMIT ${rows}`;
}

/**
 * Where the head comes from: the hunt_species primary key for a species filter, the
 * (outfitter_id, search_rank, id) index for an outfitter, else the whole listing. A species head
 * checks location and outfitter on the key too (`streamFilters`, on alias m), after its window and
 * before any hunt row is read. A listing head thinned only by price, duration or facets reads the
 * covering listing key (hunts_listed_key_idx) and checks them there (`listingKeyFilters`, on alias m). So a
 * non-match costs no hunt row.
 */
export type HeadSource = {
  speciesTerms: string[];
  keyFilters?: SQL[];
  streamFilters?: SQL[];
  outfitterId?: number;
  listingKeyFilters?: SQL[];
};

// The streams below ask only `search_rank > 0` (which the hunts trigger sets only for an active
// hunt of an approved, active outfitter): then the boundary's walk needs no hunt row, and the
// head's rows are still checked against every condition, is_active included, by the caller.
function listedRows(dir: Direction, source: HeadSource): SQL {
  const conds = [sql`h.search_rank > 0`, ...keysetCondition(dir)];
  if (source.outfitterId !== undefined) conds.unshift(sql`h.outfitter_id = ${source.outfitterId}`);
  return sql`FROM hunts h WHERE ${and(conds)} ORDER BY ${listingOrder(dir)}`;
}

/** The next `rows` entries of the covering listing key with the key filters' columns (alias m). */
function listedKeys(dir: Direction, rows: number): SQL {
  return sql`SELECT k.search_rank, k.id, k.price_cents, k.duration_days, k.search_tags, k.location_lower, k.title_lower FROM hunts k
             WHERE ${and([sql`k.search_rank > 0`, ...keysetCondition(dir, "k")])} ORDER BY ${listingOrder(dir, "k")} LIMIT ${rows}`;
}

/** The head as a lazily read subquery of hunts rows (to be aliased h). */
export function headSql(dir: Direction, rows: number, source: HeadSource): SQL {
  if (source.speciesTerms.length) {
    return sql`(SELECT h.* FROM (${speciesStream(dir, rows, source.speciesTerms, source.keyFilters)}) m
                JOIN hunts h ON h.id = m.hunt_id AND h.search_rank = m.search_rank
                ${source.streamFilters?.length ? sql`WHERE ${and(source.streamFilters)}` : sql``})`;
  }
  if (source.listingKeyFilters?.length) {
    return sql`(SELECT h.* FROM (${listedKeys(dir, rows)}) m JOIN hunts h ON h.id = m.id AND h.search_rank = m.search_rank
                WHERE ${and(source.listingKeyFilters)})`;
  }
  return sql`(SELECT * ${listedRows(dir, source)} LIMIT ${rows})`;
}

/** The key of the head's last row (none when the head is not full): where step 2 starts. */
export function boundarySql(dir: Direction, rows: number, source: HeadSource): SQL {
  if (source.speciesTerms.length) {
    return sql`SELECT m.search_rank, m.hunt_id AS id FROM (${speciesStream(dir, rows, source.speciesTerms, source.keyFilters)}) m
               ORDER BY ${listingOrder(dir, "m", "hunt_id")} OFFSET ${rows - 1} LIMIT 1`;
  }
  return sql`SELECT h.search_rank, h.id ${listedRows(dir, source)} OFFSET ${rows - 1} LIMIT 1`;
}

/**
 * Which steps a search runs. With no filter beyond the head's source every head row matches, so
 * the head reads exactly the rows wanted (an ordered index walk that stops). A species head
 * thinned by other filters reads a bounded head (matches are usually dense once the key has checked
 * price, duration and facets), then the indexes: a longer one when the key checks them all
 * (location, outfitter; each entry costs an index entry), a short one when the dates filter reads
 * each entry's hunt row. One other filter on the whole
 * listing is usually dense: a bounded head, then the indexes. An outfitter head thinned by another
 * filter, or several filters on the whole listing, are usually sparse: straight to the filters'
 * indexes (bitmaps combined, matches sorted), which costs what the matches cost.
 */
export type StepPlan = { kind: "head"; rows: number } | { kind: "indexes" };

/** "listingTrips": the listing key head that also probes each entry's departures (trip filters). */
export type HeadKind = "species" | "outfitter" | "listing" | "listingTrips";

export function planSteps(wanted: number, otherFilters: number, head: HeadKind, readsHuntRows = true): StepPlan {
  if (otherFilters === 0) return { kind: "head", rows: wanted };
  if (head === "species") return { kind: "head", rows: readsHuntRows ? searchTuning.streamHeadRows : searchTuning.keyHeadRows };
  if (otherFilters === 1 && (head === "listing" || head === "listingTrips")) return { kind: "head", rows: searchTuning.headRows };
  // Departure dates are usually dense (a month's departures start on a quarter of the hunts), and
  // the filters' indexes would hash every departure in the range before sorting: a head, checked
  // entry by entry on the key, with the indexes after it only when the matches are rare.
  if (head === "listingTrips") return { kind: "head", rows: searchTuning.keyHeadRows };
  return { kind: "indexes" };
}
