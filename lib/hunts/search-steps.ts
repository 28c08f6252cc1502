import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { PageKey } from "./search-schema";

// Two steps: a bounded "head" walked in listing order, enough when matches are not rare; then,
// only if it falls short, the filters' own indexes with the matches sorted.
export const searchTuning = { headRows: 2000, streamHeadRows: 300, keyHeadRows: 1500 };

export type Direction = { backward: boolean; key?: PageKey };

export function keysetCondition({ backward, key }: Direction, alias = "h", idColumn = "id"): SQL[] {
  if (!key) return [];
  const cols = sql.raw(`(${alias}.search_rank, ${alias}.${idColumn})`);
  return [backward ? sql`${cols} > (${key.rank}, ${key.id})` : sql`${cols} < (${key.rank}, ${key.id})`];
}

export const listingOrder = ({ backward }: Direction, alias = "h", idColumn = "id") =>
  sql.raw(backward ? `${alias}.search_rank ASC, ${alias}.${idColumn} ASC` : `${alias}.search_rank DESC, ${alias}.${idColumn} DESC`);
// `search_rank + 0` keeps the planner from betting on an ordered scan that stops early (slow for rare matches).
export const sortOrder = ({ backward }: Direction) =>
  backward ? sql`h.search_rank + 0 ASC, h.id ASC` : sql`h.search_rank + 0 DESC, h.id DESC`;
export const and = (conds: SQL[]) => sql.join(conds, sql` AND `);

export function speciesStream(dir: Direction, rows: number, terms: string[], keyFilters: SQL[] = []): SQL {
  const perTerm = terms.map(
    (t) => sql`(SELECT s.search_rank, s.hunt_id, s.outfitter_id, s.search_text FROM hunt_species s
                WHERE ${and([sql`s.species = ${t}`, ...keyFilters, ...keysetCondition(dir, "s", "hunt_id")])}
                ORDER BY ${listingOrder(dir, "s", "hunt_id")} LIMIT ${rows})`,
  );
  return sql`SELECT DISTINCT ON (x.search_rank, x.hunt_id) x.search_rank, x.hunt_id, x.outfitter_id, x.search_text
             FROM (${sql.join(perTerm, sql` UNION ALL `)}) x ORDER BY ${listingOrder(dir, "x", "hunt_id")} LIMIT ${rows}`;
}

// The species and listing-key heads check their filters on the key (alias m), so a non-match costs no hunt row.
export type HeadSource = {
  speciesTerms: string[];
  keyFilters?: SQL[];
  streamFilters?: SQL[];
  outfitterId?: number;
  listingKeyFilters?: SQL[];
};

// Only `search_rank > 0` here, so the boundary's walk needs no hunt row; the caller checks every
// condition on the head's rows.
function listedRows(dir: Direction, source: HeadSource): SQL {
  const conds = [sql`h.search_rank > 0`, ...keysetCondition(dir)];
  if (source.outfitterId !== undefined) conds.unshift(sql`h.outfitter_id = ${source.outfitterId}`);
  return sql`FROM hunts h WHERE ${and(conds)} ORDER BY ${listingOrder(dir)}`;
}

function listedKeys(dir: Direction, rows: number): SQL {
  return sql`SELECT k.search_rank, k.id, k.price_cents, k.duration_days, k.search_tags, k.search_text FROM hunts k
             WHERE ${and([sql`k.search_rank > 0`, ...keysetCondition(dir, "k")])} ORDER BY ${listingOrder(dir, "k")} LIMIT ${rows}`;
}

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

// The key of the head's last row (none when the head is not full): where step 2 starts.
export function boundarySql(dir: Direction, rows: number, source: HeadSource): SQL {
  if (source.speciesTerms.length) {
    return sql`SELECT m.search_rank, m.hunt_id AS id FROM (${speciesStream(dir, rows, source.speciesTerms, source.keyFilters)}) m
               ORDER BY ${listingOrder(dir, "m", "hunt_id")} OFFSET ${rows - 1} LIMIT 1`;
  }
  return sql`SELECT h.search_rank, h.id ${listedRows(dir, source)} OFFSET ${rows - 1} LIMIT 1`;
}

// No other filter: every head row matches. Species, or one filter on the listing: usually dense, a
// bounded head first. Otherwise usually sparse: straight to the filters' indexes.
export type StepPlan = { kind: "head"; rows: number } | { kind: "indexes" };

export type HeadKind = "species" | "outfitter" | "listing" | "listingTrips";

export function planSteps(wanted: number, otherFilters: number, head: HeadKind, readsHuntRows = true): StepPlan {
  if (otherFilters === 0) return { kind: "head", rows: wanted };
  if (head === "species") return { kind: "head", rows: readsHuntRows ? searchTuning.streamHeadRows : searchTuning.keyHeadRows };
  if (otherFilters === 1 && (head === "listing" || head === "listingTrips")) return { kind: "head", rows: searchTuning.headRows };
  // Departure dates are usually dense, and the indexes would hash every departure in the range.
  if (head === "listingTrips") return { kind: "head", rows: searchTuning.keyHeadRows };
  return { kind: "indexes" };
}
