import "server-only";
import { tagCondition } from "@/lib/tags/search-filter";
import { allInConditions } from "./search-all-in";
import { sql, type SQL } from "drizzle-orm";
import { db as defaultDb, queryRows, queryRowsPrepared, type DbOrTx } from "@/db";
import type { PublicHunt } from "./present";
import { HUNT_WITH_OUTFITTER_COLUMNS, LIVE_DEAL_SQL, publicHuntOf, type HuntJoinedRow } from "./public-rows";
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
import { readSearchWords, termPattern } from "./search-words";

// Only listed hunts (search_rank > 0, kept by triggers); order (search_rank, id) desc is unique,
// so keyset paging never skips or repeats a hunt and needs no OFFSET.

export function likePattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

// One parameter however many values, so the statement text stays fixed (prepared statements).
/** One regular expression per word of the search box, each to be found in search_text. */
export function searchTextPatterns(location: string | undefined): string[] {
  if (!location) return [];
  return readSearchWords(location, todayIso()).terms.map((t) => termPattern(t, speciesSearchTerms(t)));
}

export function textArrayParam(values: string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(",")}}`}::text[]`;
}

function facetTags(f: HuntFilters) {
  return {
    required: [...(f.season ? [`season:${f.season}`] : []), ...(f.difficulty ? [`difficulty:${f.difficulty}`] : [])],
    weapons: (f.weapons ?? []).map((w) => `weapon:${w}`),
  };
}

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

// Shorter ranges match too few hunts per day for the listing head's walk, so they start from the
// range's departures (hunt_departures_start_idx) instead.
export const SHORT_TRIP_RANGE_DAYS = 3;

export function isShortTripRange(f: HuntFilters, now = new Date()): boolean {
  if (!f.to) return false;
  const { from, to } = tripBounds(f, now);
  return daysBetween(from, to) < SHORT_TRIP_RANGE_DAYS;
}

function tripBounds(f: HuntFilters, now = new Date()) {
  const today = todayIso(now);
  return { from: f.from && f.from > today ? f.from : today, to: f.to ?? "9999-12-31", party: f.partySize ?? 1 };
}

// A party size alone is a scalar-subquery probe: planning EXISTS's semi-join cost more than running
// the page. With dates, EXISTS lets the planner start from the range's departures when they are few.
export function tripConditions(f: HuntFilters, now = new Date()): SQL[] {
  if (!hasTripFilters(f)) return [];
  if (!f.from && !f.to) {
    const { probe, party } = tripSlots(f, "h", now);
    return [party, probe];
  }
  const { from, to, party } = tripBounds(f, now);
  // A matching departure is bookable, so next_departure_on is on or before it: a bound the soonest
  // order's index walk stops at. Written as SOONEST_KEY so PostgreSQL matches that index.
  const nextBound = f.to ? [sql`${sql.raw(SOONEST_KEY)} <= ${to}::date`] : [];
  return [
    ...nextBound,
    ...(f.partySize !== undefined ? [sql`h.group_size >= ${party}::int`] : []),
    sql`EXISTS (SELECT 1 FROM hunt_departures d WHERE d.hunt_id = h.id AND d.start_date >= ${from}::date
               AND d.start_date <= ${to}::date AND d.spots_left >= ${party}::int)`,
  ];
}

// A scalar subquery, not EXISTS: a generic plan turns EXISTS into a semi-join that hashes every
// departure in the range; this stays a per-entry probe that stops at the first match.
function tripSlots(f: HuntFilters, alias: "m" | "h" = "m", now = new Date()): { probe: SQL; party: SQL } {
  const { from, to, party } = tripBounds(f, now);
  return {
    probe: sql`coalesce((SELECT true FROM hunt_departures d WHERE d.hunt_id = ${sql.raw(alias)}.id AND d.start_date >= ${from}::date
               AND d.start_date <= ${to}::date AND d.spots_left >= ${party}::int LIMIT 1), false)`,
    party: sql`h.group_size >= ${f.partySize ?? INT_MIN}::int`,
  };
}

// The page's columns; with dates or a party size also the first departure that matched, read for
// the page's rows only (hunt_departures_hunt_start_idx), so each card shows the trip it was found by.
export function pageColumns(f: HuntFilters, now = new Date()): SQL {
  if (!hasTripFilters(f)) return HUNT_WITH_OUTFITTER_COLUMNS;
  const { from, to, party } = tripBounds(f, now);
  return sql`${HUNT_WITH_OUTFITTER_COLUMNS}, (SELECT d.start_date::text || ' ' || d.end_date::text || ' ' || d.spots_left FROM hunt_departures d
      WHERE d.hunt_id = h.id AND d.start_date >= ${from}::date AND d.start_date <= ${to}::date AND d.spots_left >= ${party}::int
      ORDER BY d.start_date LIMIT 1) AS matched_departure`;
}

// Conditions on the hunt row that no head's key covers: every head checks them on the rows it reads.
function huntRowConditions(f: HuntFilters): SQL[] {
  const c: SQL[] = [];
  if (f.tag) c.push(tagCondition(f.tag));
  if (f.verified) c.push(sql`h.search_rank IN (3, 5, 7, 9, 11, 13)`);
  if (f.minHarvestRate !== undefined) {
    c.push(
      sql`EXISTS (SELECT 1 FROM outcome_figures f WHERE f.subject = 'hunt' AND f.subject_id = h.id AND f.harvest_rate_pct >= ${f.minHarvestRate}::int)`,
    );
  }
  // today + the window as in LIVE_DEAL_SQL: the database's today, like the card's deal.
  if (f.deals) c.push(sql`EXISTS (SELECT 1 FROM hunt_departures d WHERE d.hunt_id = h.id AND ${sql.raw(LIVE_DEAL_SQL)})`);
  return [...c, ...allInConditions(f)];
}

function rowOnlyConditions(f: HuntFilters): SQL[] {
  const c: SQL[] = [sql`h.is_active`, sql`h.search_rank > 0`];
  // One condition per word, each a trigram lookup (hunts_search_text_trgm) when the head falls short.
  for (const p of searchTextPatterns(f.location)) c.push(sql`h.search_text ~ ${p}`);
  if (f.dates) c.push(sql`lower(h.dates) LIKE ${datesTextPattern(f.dates)}`);
  if (f.outfitterId !== undefined) c.push(sql`h.outfitter_id = ${f.outfitterId}`);
  return [...c, ...huntRowConditions(f), ...tripConditions(f)];
}

// User text is always a bound parameter.
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
  nextCursor: string | null;
  // For `before`.
  prevCursor: string | null;
};

export type PageRequest = { limit?: number; cursor?: PageKey | SortedKey; before?: PageKey | SortedKey; sort?: SortOrder };

const isPageKey = (k: PageKey | SortedKey | undefined): k is PageKey | undefined => !k || "rank" in k;
const isSortedKey = (k: PageKey | SortedKey | undefined): k is SortedKey | undefined => !k || "sort" in k;

export const keyOf = (h: { search_rank: number; id: number }): PageKey => ({ rank: Number(h.search_rank), id: Number(h.id) });

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

// Every filter is always present (an absent one lets every row through), so the head has a fixed
// statement text and runs prepared: planning on every search was half the database's time.
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

// Every word on the key, as one array however many words (the statement text stays fixed); no words, no condition.
const locationSlot = (f: HuntFilters) => sql`m.search_text ~ ALL(${textArrayParam(searchTextPatterns(f.location))})`;

function streamSlots(f: HuntFilters): SQL[] {
  return [locationSlot(f), sql`(${f.outfitterId ?? null}::int IS NULL OR m.outfitter_id = ${f.outfitterId ?? null}::int)`];
}

function rowSlots(f: HuntFilters): SQL[] {
  return [
    sql`h.is_active`,
    sql`h.search_rank > 0`,
    sql`lower(h.dates) LIKE ${f.dates ? datesTextPattern(f.dates) : "%"}::text`,
    ...tripConditions(f),
    ...huntRowConditions(f),
  ];
}

type HeadPlan = { source: HeadSource; kind: HeadKind; otherFilters: number; where: SQL[]; readsHuntRows: boolean };

export function headOf(f: HuntFilters): HeadPlan {
  const terms = f.species ? speciesSearchTerms(f.species) : [];
  if (terms.length) {
    const keyed = new Set(["species", "price", "duration", "season", "difficulty", "weapons"]);
    return {
      source: { speciesTerms: terms, keyFilters: keySlots(f), streamFilters: streamSlots(f) },
      kind: "species",
      otherFilters: filterCount(f, keyed),
      where: rowSlots(f),
      readsHuntRows: !!f.dates || hasTripFilters(f) || allInConditions(f).length > 0,
    };
  }
  const byOutfitter = f.outfitterId !== undefined;
  // "species" is either the head's source or no condition at all ("all").
  const covered = new Set(["species", ...(byOutfitter ? ["outfitterId"] : [])]);
  const trip = hasTripFilters(f);
  // Without dates text or an outfitter, the listing head checks every filter on the covering key
  // (hunts_listed_key_idx), so a non-match costs no hunt row read.
  const keyedListing = !byOutfitter && !f.dates && (keyFilterConditions(f).length > 0 || !!f.location || trip);
  const keyFilters = keyedListing
    ? [...keySlots(f, "m"), ...(f.location ? [locationSlot(f)] : []), ...(trip ? [tripSlots(f).probe] : [])]
    : undefined;
  const listed = [sql`h.is_active`, sql`h.search_rank > 0`];
  return {
    source: { speciesTerms: [], outfitterId: byOutfitter ? f.outfitterId : undefined, listingKeyFilters: keyFilters },
    kind: byOutfitter ? "outfitter" : keyedListing && trip ? "listingTrips" : "listing",
    otherFilters: filterCount(f, covered),
    where: keyedListing ? [...listed, ...(trip ? [tripSlots(f).party] : []), ...huntRowConditions(f)] : filterConditions(f),
    readsHuntRows: true,
  };
}

// from, to and partySize count as one: together they are one condition on the departures.
function filterCount(f: HuntFilters, covered: Set<string>): number {
  const trips = new Set(["from", "to", "partySize"]);
  const keys = Object.keys(f).filter((k) => !covered.has(k));
  return keys.filter((k) => !trips.has(k)).length + (keys.some((k) => trips.has(k)) ? 1 : 0);
}

// Exported so the bench can EXPLAIN exactly what runs.
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
  // Keys first, then only the page's rows are read whole and joined to users.
  const columns = pageColumns(f);
  const tailSql = (d: Direction, wanted: number) => sql`SELECT ${columns}
        FROM (SELECT h.search_rank, h.id FROM hunts h WHERE ${and([...where, ...keysetCondition(d)])}
              ORDER BY ${sortOrder(d)} LIMIT ${wanted}) k
        JOIN hunts h ON h.id = k.id JOIN users u ON u.id = h.outfitter_id ORDER BY ${listingOrder(d, "k")}`;
  const tail = (wanted: number) => tailSql({ backward, key: boundary }, wanted);
  const plan =
    head.kind === "listingTrips" && isShortTripRange(f)
      ? ({ kind: "indexes" } as const)
      : planSteps(limit + 1, head.otherFilters, head.kind, head.readsHuntRows);
  if (plan.kind === "indexes") return { head: tailSql(dir, limit + 1), boundary: null, tail, limit, backward, prepared: false };
  const headQuery = sql`SELECT ${columns} FROM ${headSql(dir, plan.rows, head.source)} h JOIN users u ON u.id = h.outfitter_id
        WHERE ${and(head.where)} ORDER BY ${listingOrder(dir)} LIMIT ${limit + 1}`;
  // Only these heads have the fixed text that prepared statements need (see keySlots).
  const prepared = head.kind === "species" || !!head.source.listingKeyFilters;
  return { head: headQuery, boundary: boundarySql(dir, plan.rows, head.source), tail, limit, backward, prepared };
}

export const runStep = <T>(db: DbOrTx, query: SQL, prepared: boolean) =>
  prepared ? queryRowsPrepared<T>(db, query) : queryRows<T>(db, query);

export async function searchHunts(f: HuntFilters, page: PageRequest = {}, db: DbOrTx = defaultDb): Promise<SearchPage> {
  if (page.sort && page.sort !== "recommended") {
    const cursor = isSortedKey(page.cursor) ? page.cursor : undefined;
    const before = isSortedKey(page.before) ? page.before : undefined;
    return searchHuntsSorted(filterConditions(f), page.sort, { limit: page.limit, cursor, before }, db, pageColumns(f));
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
