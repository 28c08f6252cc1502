import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import type { PublicHunt } from "./present";
import { withOutfitterRatings } from "@/lib/reviews/public";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "./public-rows";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./search-options";
import { encodeCursor, type HuntFilters, type PageKey } from "./search-schema";
import {
  and, boundarySql, headSql, keysetCondition, listingOrder, planSteps, searchTuning, sortOrder, type Direction, type HeadSource,
} from "./search-steps";

export { searchTuning };
import { speciesSearchTerms } from "./species-match";

/**
 * Public hunt search (GET /api/hunts, landing, browse and advanced search).
 *
 * Only listed hunts are searched: `search_rank > 0` (active hunt of an approved, active
 * outfitter; kept by triggers, drizzle/0003). Order: top-tier outfitters' hunts first
 * (search_rank 2), then newest first (id desc), which is stable and unique, so keyset paging over
 * (search_rank, id) never skips or repeats a hunt and never needs OFFSET. Counts are capped.
 */

/** `%text%` for LIKE with the user's %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

function textArraySql(values: string[]): SQL {
  return sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
}

/** WHERE conditions for the filters on hunts `h` (user text is always a bound parameter). */
export function filterConditions(f: HuntFilters): SQL[] {
  const c: SQL[] = [sql`h.is_active`, sql`h.search_rank > 0`];
  if (f.location) {
    const p = likePattern(f.location);
    c.push(sql`(lower(h.location) LIKE ${p} OR lower(h.title) LIKE ${p})`);
  }
  if (f.species) {
    const terms = speciesSearchTerms(f.species);
    if (terms.length) c.push(sql`h.species && ${textArraySql(terms)}`);
  }
  if (f.dates) c.push(sql`lower(h.dates) LIKE ${likePattern(f.dates)}`);
  if (f.outfitterId !== undefined) c.push(sql`h.outfitter_id = ${f.outfitterId}`);
  if (f.price?.min !== undefined) c.push(sql`h.price_cents >= ${f.price.min}`);
  if (f.price?.max !== undefined) c.push(sql`h.price_cents <= ${f.price.max}`);
  if (f.duration?.min !== undefined) c.push(sql`h.duration_days >= ${f.duration.min}`);
  if (f.duration?.max !== undefined) c.push(sql`h.duration_days <= ${f.duration.max}`);
  // Season, weapon and difficulty are facets in hunts.search_tags (GIN): all required, any weapon.
  const required = [...(f.season ? [`season:${f.season}`] : []), ...(f.difficulty ? [`difficulty:${f.difficulty}`] : [])];
  if (required.length) c.push(sql`h.search_tags @> ${textArraySql(required)}`);
  if (f.weapons?.length) c.push(sql`h.search_tags && ${textArraySql(f.weapons.map((w) => `weapon:${w}`))}`);
  return c;
}

export type SearchPage = {
  hunts: PublicHunt[];
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /** Cursor of the previous page (for `before`), or null on the first page. */
  prevCursor: string | null;
};

export type PageRequest = { limit?: number; cursor?: PageKey; before?: PageKey };

const keyOf = (h: { search_rank: number; id: number }): PageKey => ({ rank: Number(h.search_rank), id: Number(h.id) });

/** The head's source for these filters, and whether other filters still thin it out. */
function headSourceOf(f: HuntFilters): { source: HeadSource; otherFilters: number; sourceIsListing: boolean } {
  const terms = f.species ? speciesSearchTerms(f.species) : [];
  const byOutfitter = !terms.length && f.outfitterId !== undefined;
  const source: HeadSource = { speciesTerms: terms, outfitterId: byOutfitter ? f.outfitterId : undefined };
  // "species" is either the head's source or no condition at all ("all").
  const covered = new Set(["species", ...(byOutfitter ? ["outfitterId"] : [])]);
  const otherFilters = Object.keys(f).filter((k) => !covered.has(k)).length;
  return { source, otherFilters, sourceIsListing: !terms.length && !byOutfitter };
}

/** The SQL of both steps of a page (exported so the bench can EXPLAIN exactly what runs). */
export function searchSql(f: HuntFilters, page: PageRequest = {}, boundary?: PageKey) {
  const limit = Math.min(Math.max(1, page.limit ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const backward = !page.cursor && !!page.before;
  const dir: Direction = { backward, key: page.cursor ?? page.before };
  const where = filterConditions(f);
  const { source, otherFilters, sourceIsListing } = headSourceOf(f);
  const tailSql = (d: Direction, wanted: number) => sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS} FROM hunts h JOIN users u ON u.id = h.outfitter_id
        WHERE ${and([...where, ...keysetCondition(d)])} ORDER BY ${sortOrder(d)} LIMIT ${wanted}`;
  const tail = (wanted: number) => tailSql({ backward, key: boundary }, wanted);
  const plan = planSteps(limit + 1, otherFilters, sourceIsListing, searchTuning.headRows);
  if (plan.kind === "indexes") return { head: tailSql(dir, limit + 1), boundary: null, tail, limit, backward };
  const head = sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS} FROM ${headSql(dir, plan.rows, source)} h JOIN users u ON u.id = h.outfitter_id
        WHERE ${and(where)} ORDER BY ${listingOrder(dir)} LIMIT ${limit + 1}`;
  return { head, boundary: boundarySql(dir, plan.rows, source), tail, limit, backward };
}

export async function searchHunts(f: HuntFilters, page: PageRequest = {}, db: DbOrTx = defaultDb): Promise<SearchPage> {
  const q = searchSql(f, page);
  const rows = await queryRows<HuntJoinedRow>(db, q.head);
  if (rows.length <= q.limit && q.boundary) {
    const [edge] = await queryRows<{ search_rank: number; id: number }>(db, q.boundary);
    if (edge) rows.push(...(await queryRows<HuntJoinedRow>(db, searchSql(f, page, keyOf(edge)).tail(q.limit + 1 - rows.length))));
  }
  const more = rows.length > q.limit;
  const pageRows = rows.slice(0, q.limit);
  if (q.backward) pageRows.reverse();
  const first = pageRows[0];
  const last = pageRows[pageRows.length - 1];
  let nextCursor: string | null;
  let prevCursor: string | null;
  if (q.backward) {
    prevCursor = more && first ? encodeCursor(keyOf(first)) : null;
    nextCursor = last ? encodeCursor(keyOf(last)) : null;
  } else {
    nextCursor = more && last ? encodeCursor(keyOf(last)) : null;
    prevCursor = page.cursor && first ? encodeCursor(keyOf(first)) : null;
  }
  return { hunts: await withOutfitterRatings(pageRows.map(publicHuntOf), db), nextCursor, prevCursor };
}

/** Counts stop here: the pages say "100+". */
export const COUNT_CAP = 100;

/**
 * Counting runs the same steps as a page (lib/hunts/search-steps.ts), with a longer head that
 * stops at cap + 1 matches.
 */
export function countSql(f: HuntFilters, cap = COUNT_CAP, boundary?: PageKey) {
  const where = filterConditions(f);
  const dir: Direction = { backward: false };
  const { source, otherFilters, sourceIsListing } = headSourceOf(f);
  const tailSql = (d: Direction, wanted: number) => sql`SELECT count(*)::int AS n FROM (
        SELECT 1 FROM hunts h WHERE ${and([...where, ...keysetCondition(d)])} ORDER BY ${sortOrder(d)} LIMIT ${wanted}) s`;
  const tail = (wanted: number) => tailSql({ backward: false, key: boundary }, wanted);
  const plan = planSteps(cap + 1, otherFilters, sourceIsListing, searchTuning.countHeadRows);
  if (plan.kind === "indexes") return { head: tailSql(dir, cap + 1), boundary: null, tail };
  const head = sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${headSql(dir, plan.rows, source)} h WHERE ${and(where)} LIMIT ${cap + 1}) s`;
  return { head, boundary: boundarySql(dir, plan.rows, source), tail };
}

/** How many hunts match, up to `cap`: `{ count, capped }` (capped shows as "100+"). */
export async function countHunts(f: HuntFilters, cap = COUNT_CAP, db: DbOrTx = defaultDb) {
  const q = countSql(f, cap);
  let n = Number((await queryRows<{ n: number }>(db, q.head))[0]?.n ?? 0);
  if (n <= cap && q.boundary) {
    const [edge] = await queryRows<{ search_rank: number; id: number }>(db, q.boundary);
    if (edge) n += Number((await queryRows<{ n: number }>(db, countSql(f, cap, keyOf(edge)).tail(cap + 1 - n)))[0]?.n ?? 0);
  }
  return { count: Math.min(n, cap), capped: n > cap };
}

/** "100+" or "12". */
export function countLabel(c: { count: number; capped: boolean }): string {
  return `${c.count.toLocaleString("en-US")}${c.capped ? "+" : ""}`;
}
