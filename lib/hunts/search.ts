import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import type { PublicHunt } from "./present";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "./public-rows";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEASONS, WEAPONS } from "./search-options";
import { encodeCursor, type HuntFilters, type PageKey } from "./search-schema";
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

/** A case-insensitive whole-word regular expression of fixed words (letters, spaces, hyphens). */
function wordsRegex(words: readonly string[]): string {
  return `\\m(${words.map((w) => w.replace(/[^a-z -]/g, "")).join("|")})\\M`;
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
  if (f.difficulty) c.push(sql`h.difficulty = ${f.difficulty}::hunt_difficulty`);
  if (f.duration?.min !== undefined) c.push(sql`h.duration_days >= ${f.duration.min}`);
  if (f.duration?.max !== undefined) c.push(sql`h.duration_days <= ${f.duration.max}`);
  if (f.season) {
    // Month names may be abbreviated in the free-text dates ("Sep 10 - 15"): match 3-letter stems.
    const { months, words: seasonWords } = SEASONS[f.season];
    const words = [...months.map((m) => m.slice(0, 3)), ...seasonWords];
    c.push(sql`lower(h.dates) ~ ${`\\m(${words.join("|")})`}`);
  }
  if (f.weapons?.length) {
    const re = wordsRegex(f.weapons.flatMap((w) => WEAPONS[w]));
    c.push(sql`(lower(h.title) ~ ${re} OR lower(h.description) ~ ${re})`);
  }
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

const keyOf = (h: HuntJoinedRow): PageKey => ({ rank: Number(h.search_rank), id: Number(h.id) });

export async function searchHunts(f: HuntFilters, page: PageRequest = {}, db: DbOrTx = defaultDb): Promise<SearchPage> {
  const limit = Math.min(Math.max(1, page.limit ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const where = filterConditions(f);
  const backward = !page.cursor && !!page.before;
  const key = page.cursor ?? page.before;
  if (key) {
    where.push(backward ? sql`(h.search_rank, h.id) > (${key.rank}, ${key.id})` : sql`(h.search_rank, h.id) < (${key.rank}, ${key.id})`);
  }
  const order = backward ? sql`h.search_rank ASC, h.id ASC` : sql`h.search_rank DESC, h.id DESC`;
  const rows = await queryRows<HuntJoinedRow>(
    db,
    sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS}
        FROM hunts h JOIN users u ON u.id = h.outfitter_id
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${order}
        LIMIT ${limit + 1}`,
  );
  const more = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  if (backward) pageRows.reverse();
  const first = pageRows[0];
  const last = pageRows[pageRows.length - 1];
  let nextCursor: string | null;
  let prevCursor: string | null;
  if (backward) {
    prevCursor = more && first ? encodeCursor(keyOf(first)) : null;
    nextCursor = last ? encodeCursor(keyOf(last)) : null;
  } else {
    nextCursor = more && last ? encodeCursor(keyOf(last)) : null;
    prevCursor = page.cursor && first ? encodeCursor(keyOf(first)) : null;
  }
  return { hunts: pageRows.map(publicHuntOf), nextCursor, prevCursor };
}

export const COUNT_CAP = 1000;

/** How many hunts match, counting at most `cap` + 1 rows: `{ count, capped }` (capped = "1000+"). */
export async function countHunts(f: HuntFilters, cap = COUNT_CAP, db: DbOrTx = defaultDb) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM hunts h WHERE ${sql.join(filterConditions(f), sql` AND `)} LIMIT ${cap + 1}
        ) s`,
  );
  const n = Number(row?.n ?? 0);
  return { count: Math.min(n, cap), capped: n > cap };
}

/** "1,000+" or "12". */
export function countLabel(c: { count: number; capped: boolean }): string {
  return `${c.count.toLocaleString("en-US")}${c.capped ? "+" : ""}`;
}
