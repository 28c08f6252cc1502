import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db as defaultDb, queryRows, queryRowsPrepared, type DbOrTx } from "@/db";
import type { PublicHunt } from "./present";
import { HUNT_WITH_OUTFITTER_COLUMNS, publicHuntOf, type HuntJoinedRow } from "./public-rows";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./search-options";
import { encodeCursor, type HuntFilters, type PageKey, type SortedKey } from "./search-schema";
import type { SortOrder } from "./search-options";
import { SOONEST_KEY, searchHuntsSorted } from "./search-sorted";
import { daysBetween, todayIso } from "@/lib/departures/dates";
import {
  and,
  boundarySql,
  headSql,
  keysetCondition,
  listingOrder,
  planSteps,
  searchTuning,
  sortOrder,
  type Direction,
  type HeadKind,
  type HeadSource,
} from "./search-steps";

export { searchTuning };
import { speciesSearchTerms } from "./species-match";
import { datesTextPattern, escapeLike } from "./dates-pattern";

/**
 * Public hunt search (GET /api/hunts, landing, browse and advanced search).
 *
 * Only listed hunts are searched: `search_rank > 0` (active hunt of an approved, active
 * outfitter; kept by the hunts_search_fields_biu and users_search_rank_au triggers). Order: top-tier outfitters' hunts first
 * (search_rank 2), then newest first (id desc), which is stable and unique, so keyset paging over
 * (search_rank, id) never skips or repeats a hunt and never needs OFFSET. Counts are capped.
 */

/** `%text%` for LIKE with the user's %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** A text[] value as one parameter (`{"a","b"}`), so a statement's text does not depend on how many values there are. */
function textArrayParam(values: string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(",")}}`}::text[]`;
}

/** The facet tags a search asks for: season and difficulty all required, weapons any. */
function facetTags(f: HuntFilters) {
  return {
    required: [...(f.season ? [`season:${f.season}`] : []), ...(f.difficulty ? [`difficulty:${f.difficulty}`] : [])],
    weapons: (f.weapons ?? []).map((w) => `weapon:${w}`),
  };
}

/** Conditions on price, duration and the facet tags (season, difficulty: all required; weapons: any). */
function keyFilterConditions(f: HuntFilters): SQL[] {
  const col = (name: string) => sql.raw(`h.${name}`);
  const c: SQL[] = [];
  if (f.price?.min !== undefined) c.push(sql`${col("price_cents")} >= ${f.price.min}`);
  if (f.price?.max !== undefined) c.push(sql`${col("price_cents")} <= ${f.price.max}`);
  if (f.duration?.min !== undefined) c.push(sql`${col("duration_days")} >= ${f.duration.min}`);
  if (f.duration?.max !== undefined) c.push(sql`${col("duration_days")} <= ${f.duration.max}`);
  const { required, weapons } = facetTags(f);
  if (required.length) c.push(sql`${col("search_tags")} @> ${textArrayParam(required)}`);
  if (weapons.length) c.push(sql`${col("search_tags")} && ${textArrayParam(weapons)}`);
  return c;
}

export const hasTripFilters = (f: HuntFilters) => !!f.from || !!f.to || f.partySize !== undefined;

/**
 * A date range this short starts departures on about 1% of the hunts per day (100,000 hunts with
 * 3–8 departures over 18 months), too few for the listing head, which checks the key entry by
 * entry: a page of 25 from one day walked its whole allowance (2,000 entries, 4 ms) and still
 * needed the indexes after it. Such a search starts from the range's departures instead
 * (hunt_departures_start_idx, index only with spots_left: drizzle/0030). A week is dense enough
 * for the head (25 matches in ~400 entries).
 */
export const SHORT_TRIP_RANGE_DAYS = 3;

export function isShortTripRange(f: HuntFilters, now = new Date()): boolean {
  if (!f.to) return false;
  const { from, to } = tripBounds(f, now);
  return daysBetween(from, to) < SHORT_TRIP_RANGE_DAYS;
}

/** The first and last start date and the free spots a trip search asks of a departure. */
function tripBounds(f: HuntFilters, now = new Date()) {
  const today = todayIso(now);
  return { from: f.from && f.from > today ? f.from : today, to: f.to ?? "9999-12-31", party: f.partySize ?? 1 };
}

/**
 * from / to / partySize: a departure that has not started, starts in the range and has room for
 * the party (at least one free spot), on a hunt taking parties that large. One probe of
 * hunt_departures (hunt_id, start_date) per hunt row checked. A party size alone matches most
 * hunts (any departure ahead with room), so it is always that probe (a scalar subquery, see
 * tripSlots): planning the semi-join PostgreSQL makes of EXISTS cost more than running a sorted
 * page (price + party + price_asc: 1.8 ms of planning for 0.6 ms). With dates, EXISTS lets the
 * planner start from the range's departures when they are few.
 */
export function tripConditions(f: HuntFilters, now = new Date()): SQL[] {
  if (!hasTripFilters(f)) return [];
  if (!f.from && !f.to) {
    const { probe, party } = tripSlots(f, "h", now);
    return [party, probe];
  }
  const { from, to, party } = tripBounds(f, now);
  // A departure that matches has not started and has a free spot, so the hunt's next bookable
  // departure (next_departure_on, kept by the calendar triggers; a stale one is only earlier) starts
  // on or before it: a bound the soonest order's index walk stops at (species=elk + a month +
  // soonest at 100,000 hunts: 9.2 ms → 5.5 ms), and a cheap check before the departure probe.
  // The bound is written as the soonest order's key expression so PostgreSQL matches its index.
  const nextBound = f.to ? [sql`${sql.raw(SOONEST_KEY)} <= ${to}::date`] : [];
  return [
    ...nextBound,
    ...(f.partySize !== undefined ? [sql`h.group_size >= ${party}::int`] : []),
    sql`EXISTS (SELECT 1 FROM hunt_departures d WHERE d.hunt_id = h.id AND d.start_date >= ${from}::date
               AND d.start_date <= ${to}::date AND d.spots_left >= ${party}::int)`,
  ];
}

/**
 * The trip conditions of tripConditions in the fixed shape of keySlots, for the listing-key head:
 * `probe` on a key entry (alias m), before its hunt row is read, and `party` on the hunt row (an
 * absent party size lets every row through). The probe is a scalar subquery, not EXISTS, on
 * purpose: PostgreSQL turns a top-level EXISTS into a semi-join, and a generic plan then hashes
 * every departure in the range (30,000 for a month at 100,000 hunts) to keep the 25 of a page;
 * a scalar subquery stays a per-entry probe of hunt_departures (hunt_id, start_date) that stops at
 * the first departure found, and the ordered walk stops at the page's last match.
 */
function tripSlots(f: HuntFilters, alias: "m" | "h" = "m", now = new Date()): { probe: SQL; party: SQL } {
  const { from, to, party } = tripBounds(f, now);
  return {
    probe: sql`coalesce((SELECT true FROM hunt_departures d WHERE d.hunt_id = ${sql.raw(alias)}.id AND d.start_date >= ${from}::date
               AND d.start_date <= ${to}::date AND d.spots_left >= ${party}::int LIMIT 1), false)`,
    party: sql`h.group_size >= ${f.partySize ?? INT_MIN}::int`,
  };
}

/** The filters hunt_species cannot check: location and dates text, outfitter, trips. */
function rowOnlyConditions(f: HuntFilters): SQL[] {
  const c: SQL[] = [sql`h.is_active`, sql`h.search_rank > 0`];
  if (f.location) {
    const p = likePattern(f.location);
    c.push(sql`(lower(h.location) LIKE ${p} OR lower(h.title) LIKE ${p})`);
  }
  if (f.dates) c.push(sql`lower(h.dates) LIKE ${datesTextPattern(f.dates)}`);
  if (f.outfitterId !== undefined) c.push(sql`h.outfitter_id = ${f.outfitterId}`);
  return [...c, ...tripConditions(f)];
}

/** WHERE conditions for the filters on hunts `h` (user text is always a bound parameter). */
export function filterConditions(f: HuntFilters): SQL[] {
  const c = rowOnlyConditions(f);
  if (f.species) {
    const terms = speciesSearchTerms(f.species);
    if (terms.length) c.push(sql`h.species && ${textArrayParam(terms)}`);
  }
  return [...c, ...keyFilterConditions(f)];
}

export type SearchPage = {
  hunts: PublicHunt[];
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /** Cursor of the previous page (for `before`), or null on the first page. */
  prevCursor: string | null;
};

export type PageRequest = { limit?: number; cursor?: PageKey | SortedKey; before?: PageKey | SortedKey; sort?: SortOrder };

const isPageKey = (k: PageKey | SortedKey | undefined): k is PageKey | undefined => !k || "rank" in k;
const isSortedKey = (k: PageKey | SortedKey | undefined): k is SortedKey | undefined => !k || "sort" in k;

export const keyOf = (h: { search_rank: number; id: number }): PageKey => ({ rank: Number(h.search_rank), id: Number(h.id) });

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/**
 * The key filters of the species head (alias s) and of the listing-key head (alias m) in one
 * fixed shape: every filter is always there, and an absent one
 * is a parameter that lets every row through (the whole int range, an empty tag list, the LIKE
 * pattern '%', a NULL outfitter). So the species head's statements have only a few texts (by the
 * number of species terms, the page direction and whether there is a cursor), and they run as
 * prepared statements: PostgreSQL parses and plans each once per connection instead of on every
 * search, which was half of the database's time on a combined search. The head's plan does not
 * depend on the values (ordered primary-key reads with a limit, then hunts by id), so a generic
 * plan is as good as a custom one. The same holds for the listing-key head (an ordered index-only
 * walk with a limit), whose planning cost three times its execution on a price search. The steps
 * that pick indexes by selectivity are not prepared.
 */
function keySlots(f: HuntFilters, alias: "s" | "m" = "s"): SQL[] {
  const { required, weapons } = facetTags(f);
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  return [
    sql`${col("price_cents")} >= ${f.price?.min ?? INT_MIN}::int`,
    sql`${col("price_cents")} <= ${f.price?.max ?? INT_MAX}::int`,
    sql`${col("duration_days")} >= ${f.duration?.min ?? INT_MIN}::int`,
    sql`${col("duration_days")} <= ${f.duration?.max ?? INT_MAX}::int`,
    sql`${col("search_tags")} @> ${textArrayParam(required)}`,
    sql`(cardinality(${textArrayParam(weapons)}) = 0 OR ${col("search_tags")} && ${textArrayParam(weapons)})`,
  ];
}

/**
 * The location filter in the fixed shape of keySlots, on a key's lower-cased copies of the
 * location and title (alias m: the species key's, or the listing key's); `%` when absent.
 */
const locationSlot = (f: HuntFilters) => {
  const p = f.location ? likePattern(f.location) : "%";
  return sql`(m.location_lower LIKE ${p}::text OR m.title_lower LIKE ${p}::text)`;
};

/** The location and outfitter filters in the fixed shape of keySlots, on the species key's copies (alias m). */
function streamSlots(f: HuntFilters): SQL[] {
  return [locationSlot(f), sql`(${f.outfitterId ?? null}::int IS NULL OR m.outfitter_id = ${f.outfitterId ?? null}::int)`];
}

/**
 * What the species head still checks on the hunt row, in the fixed shape of keySlots (the trip
 * conditions, when asked, make a second text of each statement).
 */
function rowSlots(f: HuntFilters): SQL[] {
  return [
    sql`h.is_active`,
    sql`h.search_rank > 0`,
    sql`lower(h.dates) LIKE ${f.dates ? datesTextPattern(f.dates) : "%"}::text`,
    ...tripConditions(f),
  ];
}

/** `readsHuntRows`: whether a head row's remaining filters need the hunt row (else the key checks them). */
type HeadPlan = { source: HeadSource; kind: HeadKind; otherFilters: number; where: SQL[]; readsHuntRows: boolean };

/**
 * The head's source for these filters, how many filters still thin it out, and the conditions
 * left for the head's hunt rows. A species head checks price, duration and facets on its key.
 */
export function headOf(f: HuntFilters): HeadPlan {
  const terms = f.species ? speciesSearchTerms(f.species) : [];
  if (terms.length) {
    const keyed = new Set(["species", "price", "duration", "season", "difficulty", "weapons"]);
    return {
      source: { speciesTerms: terms, keyFilters: keySlots(f), streamFilters: streamSlots(f) },
      kind: "species",
      otherFilters: filterCount(f, keyed),
      where: rowSlots(f),
      readsHuntRows: !!f.dates || hasTripFilters(f),
    };
  }
  const byOutfitter = f.outfitterId !== undefined;
  // "species" is either the head's source or no condition at all ("all").
  const covered = new Set(["species", ...(byOutfitter ? ["outfitterId"] : [])]);
  const trip = hasTripFilters(f);
  // Without the dates text or an outfitter, the listing head checks every filter on the covering
  // listing key (the index hunts_listed_key_idx), in the fixed shape of keySlots: price, duration and facets
  // on the key's copies, location on its location and title, and the trip filters by a probe of
  // the entry's departures. So the hunt rows it reads are matches (only the party size is checked
  // on them), a non-match costs no hunt row, and this head is a fixed text too (two more when the
  // location or the trip filters are asked: a pattern and a probe are not free for the others).
  const keyedListing = !byOutfitter && !f.dates && (keyFilterConditions(f).length > 0 || !!f.location || trip);
  const keyFilters = keyedListing
    ? [...keySlots(f, "m"), ...(f.location ? [locationSlot(f)] : []), ...(trip ? [tripSlots(f).probe] : [])]
    : undefined;
  const listed = [sql`h.is_active`, sql`h.search_rank > 0`];
  return {
    source: { speciesTerms: [], outfitterId: byOutfitter ? f.outfitterId : undefined, listingKeyFilters: keyFilters },
    kind: byOutfitter ? "outfitter" : keyedListing && trip ? "listingTrips" : "listing",
    otherFilters: filterCount(f, covered),
    where: keyedListing ? [...listed, ...(trip ? [tripSlots(f).party] : [])] : filterConditions(f),
    readsHuntRows: true,
  };
}

/**
 * How many filters there are besides those in `covered`. from, to and partySize count as one:
 * together they are one condition on the departures (tripConditions).
 */
function filterCount(f: HuntFilters, covered: Set<string>): number {
  const trips = new Set(["from", "to", "partySize"]);
  const keys = Object.keys(f).filter((k) => !covered.has(k));
  return keys.filter((k) => !trips.has(k)).length + (keys.some((k) => trips.has(k)) ? 1 : 0);
}

/** The SQL of both steps of a page (exported so the bench can EXPLAIN exactly what runs). */
export function searchSql(f: HuntFilters, request: PageRequest = {}, boundary?: PageKey) {
  const page = {
    ...request,
    cursor: isPageKey(request.cursor) ? request.cursor : undefined,
    before: isPageKey(request.before) ? request.before : undefined,
  };
  const limit = Math.min(Math.max(1, page.limit ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const backward = !page.cursor && !!page.before;
  const dir: Direction = { backward, key: page.cursor ?? page.before };
  const where = filterConditions(f);
  const head = headOf(f);
  // Keys first: the matches are sorted as (search_rank, id), and only the page's rows are read whole
  // and joined to users (a day's ~750 matches at 100,000 hunts: 5.3 → 2.7 ms, with drizzle/0031).
  const tailSql = (d: Direction, wanted: number) => sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS}
        FROM (SELECT h.search_rank, h.id FROM hunts h WHERE ${and([...where, ...keysetCondition(d)])}
              ORDER BY ${sortOrder(d)} LIMIT ${wanted}) k
        JOIN hunts h ON h.id = k.id JOIN users u ON u.id = h.outfitter_id ORDER BY ${listingOrder(d, "k")}`;
  const tail = (wanted: number) => tailSql({ backward, key: boundary }, wanted);
  const plan =
    head.kind === "listingTrips" && isShortTripRange(f)
      ? ({ kind: "indexes" } as const)
      : planSteps(limit + 1, head.otherFilters, head.kind, head.readsHuntRows);
  if (plan.kind === "indexes") return { head: tailSql(dir, limit + 1), boundary: null, tail, limit, backward, prepared: false };
  const headQuery = sql`SELECT ${HUNT_WITH_OUTFITTER_COLUMNS} FROM ${headSql(dir, plan.rows, head.source)} h JOIN users u ON u.id = h.outfitter_id
        WHERE ${and(head.where)} ORDER BY ${listingOrder(dir)} LIMIT ${limit + 1}`;
  // Only the species head and the listing-key head have the fixed shape that prepared statements need (see keySlots).
  const prepared = head.kind === "species" || !!head.source.listingKeyFilters;
  return { head: headQuery, boundary: boundarySql(dir, plan.rows, head.source), tail, limit, backward, prepared };
}

/** Runs a step: as a prepared statement when its text has the fixed shape of the species head. */
export const runStep = <T>(db: DbOrTx, query: SQL, prepared: boolean) =>
  prepared ? queryRowsPrepared<T>(db, query) : queryRows<T>(db, query);

export async function searchHunts(f: HuntFilters, page: PageRequest = {}, db: DbOrTx = defaultDb): Promise<SearchPage> {
  if (page.sort && page.sort !== "recommended") {
    const cursor = isSortedKey(page.cursor) ? page.cursor : undefined;
    const before = isSortedKey(page.before) ? page.before : undefined;
    return searchHuntsSorted(filterConditions(f), page.sort, { limit: page.limit, cursor, before }, db);
  }
  const q = searchSql(f, page);
  const rows = await runStep<HuntJoinedRow>(db, q.head, q.prepared);
  if (rows.length <= q.limit && q.boundary) {
    const [edge] = await runStep<{ search_rank: number; id: number }>(db, q.boundary, q.prepared);
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
  return { hunts: pageRows.map(publicHuntOf), nextCursor, prevCursor };
}
