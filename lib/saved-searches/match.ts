import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db";
import { todayIso } from "@/lib/departures/dates";
import { NO_DEPARTURE } from "@/lib/hunts/search-sorted";

export type AlertRunKind = "instant" | "digest";

/** Which saved searches a run looks at: instant ones every run; daily ones each day; weekly ones once their week has passed. */
export function dueSearches(kind: AlertRunKind, now: Date): SQL {
  if (kind === "instant") return sql`s.alerts_on AND s.frequency = 'instant'`;
  // An hour's slack: a daily job that ran a little early still finds last week's search due.
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000 + 3_600_000);
  return sql`s.alerts_on AND (s.frequency = 'daily' OR (s.frequency = 'weekly' AND s.checked_through <= ${weekAgo.toISOString()}::timestamptz))`;
}

/** The hunts with a change (created, or a departure added) in (since, now]: the run's whole input. */
export async function changedHuntIds(executor: DbOrTx, since: Date, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`SELECT id FROM hunts WHERE created_at > ${since.toISOString()}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz
        UNION
        SELECT hunt_id FROM hunt_departures WHERE created_at > ${since.toISOString()}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Every filter of a saved search `s` against a hunt `h`, as lib/hunts/search.ts's filterConditions
 * writes it (the saved columns hold the values that function binds), plus "new since the search's
 * last look": the hunt was created, or got a departure, after s.checked_through (h.changed_at,
 * worked out once per hunt by changedHunts below).
 */
function pairConditions(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`${todayIso(now)}::date`;
  return sql`h.is_active AND h.search_rank > 0
    AND (s.location_pattern IS NULL OR lower(h.location) LIKE s.location_pattern OR lower(h.title) LIKE s.location_pattern)
    AND (s.dates_pattern IS NULL OR lower(h.dates) LIKE s.dates_pattern)
    AND (s.outfitter_id IS NULL OR h.outfitter_id = s.outfitter_id)
    AND (s.price_min IS NULL OR h.price_cents >= s.price_min) AND (s.price_max IS NULL OR h.price_cents <= s.price_max)
    AND (s.duration_min IS NULL OR h.duration_days >= s.duration_min) AND (s.duration_max IS NULL OR h.duration_days <= s.duration_max)
    AND (s.all_in_max IS NULL OR h.all_in_from_cents <= s.all_in_max)
    AND (NOT s.licence_included OR h.licence_included) AND (NOT s.no_trophy_fees OR NOT h.has_trophy_fees)
    AND h.search_tags @> s.required_tags
    AND (cardinality(s.weapon_tags) = 0 OR h.search_tags && s.weapon_tags)
    AND (NOT s.has_trip OR (
      (s.party_size IS NULL OR h.group_size >= s.party_size)
      AND (s.trip_to IS NULL OR coalesce(h.next_departure_on, ${NO_DEPARTURE}::date) <= s.trip_to)
      AND EXISTS (SELECT 1 FROM hunt_departures d WHERE d.hunt_id = h.id
        AND d.start_date >= greatest(coalesce(s.trip_from, ${today}), ${today})
        AND d.start_date <= coalesce(s.trip_to, ${NO_DEPARTURE}::date)
        AND d.spots_left >= coalesce(s.party_size, 1))))
    AND h.created_at <= ${at} AND h.changed_at > s.checked_through`;
}

export type AlertPair = { searchId: number; huntId: number };

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(",")}}`}::text[]`;

/**
 * The (saved search, hunt) pairs of a run. Changes meet only the searches they can satisfy: per
 * species term of the changed hunts, that term's searches (GIN index on species_terms) against
 * that term's hunts; then the searches by outfitter without a species (their index) against the
 * outfitters' hunts; then the few searches with neither. Never every search against every hunt.
 */
export async function matchChangedHunts(executor: DbOrTx, huntIds: number[], kind: AlertRunKind, now: Date): Promise<AlertPair[]> {
  if (huntIds.length === 0) return [];
  const due = dueSearches(kind, now);
  const match = pairConditions(now);
  const ids = sql`${`{${huntIds.join(",")}}`}::int[]`;
  const terms = await queryRows<{ term: string }>(
    executor,
    sql`SELECT DISTINCT unnest(species) AS term FROM hunts WHERE id = ANY(${ids}) AND is_active AND search_rank > 0`,
  );
  // Each changed hunt with its latest change (creation or a departure added) up to now, once per hunt rather than once per pair.
  const changedHunts = (extra: SQL) =>
    sql`SELECT hunts.*, greatest(hunts.created_at, (SELECT max(d.created_at) FROM hunt_departures d
          WHERE d.hunt_id = hunts.id AND d.created_at <= ${now.toISOString()}::timestamptz)) AS changed_at
        FROM hunts WHERE id = ANY(${ids}) ${extra}`;
  const seen = new Set<string>();
  const pairs: AlertPair[] = [];
  const add = (rows: { search_id: number; hunt_id: number }[]) => {
    for (const r of rows) {
      const key = `${r.search_id}:${r.hunt_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push({ searchId: Number(r.search_id), huntId: Number(r.hunt_id) });
    }
  };
  for (const { term } of terms) {
    const one = textArray([term]);
    add(
      await queryRows(
        executor,
        // Both sides materialised: a term's few changed hunts against its searches (each side's own
        // index), rather than a plan that probes the hunts' indexes once per search.
        sql`WITH h AS MATERIALIZED (${changedHunts(sql`AND species && ${one}`)}),
                 s AS MATERIALIZED (SELECT * FROM saved_searches WHERE species_terms && ${one} AND alerts_on)
            SELECT s.id AS search_id, h.id AS hunt_id FROM h, s WHERE ${due} AND ${match}`,
      ),
    );
  }
  add(
    await queryRows(
      executor,
      sql`WITH h AS MATERIALIZED (${changedHunts(sql``)})
          SELECT s.id AS search_id, h.id AS hunt_id FROM h
          JOIN saved_searches s ON s.species_terms IS NULL AND s.outfitter_id = h.outfitter_id AND s.alerts_on
          WHERE ${due} AND ${match}`,
    ),
  );
  add(
    await queryRows(
      executor,
      sql`WITH h AS MATERIALIZED (${changedHunts(sql``)})
          SELECT s.id AS search_id, h.id AS hunt_id FROM h
          JOIN saved_searches s ON s.species_terms IS NULL AND s.outfitter_id IS NULL AND s.alerts_on
          WHERE ${due} AND ${match}`,
    ),
  );
  return pairs;
}
