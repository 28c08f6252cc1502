import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db";
import { todayIso } from "@/lib/departures/dates";
import { NO_DEPARTURE } from "@/lib/hunts/search-sorted";
import { DEAL_WINDOW_DAYS } from "@/lib/departures/deals";

export type AlertRunKind = "instant" | "digest";

/** Which saved searches a run looks at: instant ones every run; daily ones each day; weekly ones once their week has passed. */
export function dueSearches(kind: AlertRunKind, now: Date): SQL {
  if (kind === "instant") return sql`s.alerts_on AND s.frequency = 'instant'`;
  // An hour's slack: a daily job that ran a little early still finds last week's search due.
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000 + 3_600_000);
  return sql`s.alerts_on AND (s.frequency = 'daily' OR (s.frequency = 'weekly' AND s.checked_through <= ${weekAgo.toISOString()}::timestamptz))`;
}

/**
 * Every filter of a saved search `s` against a changed hunt `h`, as lib/hunts/search.ts's
 * filterConditions writes it (the saved columns hold the values that function binds). "New since
 * the search's last look" (h.changed_at > s.checked_through) is in the join that finds `h`. The
 * texts compare lower-cased once per hunt (hunts' generated location_lower and title_lower, the
 * temporary table's dates_lower), not once per pair.
 */
function pairConditions(now: Date): SQL {
  const today = sql`${todayIso(now)}::date`;
  return sql`(s.location_pattern IS NULL OR h.location_lower LIKE s.location_pattern OR h.title_lower LIKE s.location_pattern)
    AND (s.dates_pattern IS NULL OR h.dates_lower LIKE s.dates_pattern)
    AND (s.outfitter_id IS NULL OR h.outfitter_id = s.outfitter_id)
    AND (s.price_min IS NULL OR h.price_cents >= s.price_min) AND (s.price_max IS NULL OR h.price_cents <= s.price_max)
    AND (s.duration_min IS NULL OR h.duration_days >= s.duration_min) AND (s.duration_max IS NULL OR h.duration_days <= s.duration_max)
    AND (s.all_in_max IS NULL OR h.all_in_from_cents <= s.all_in_max)
    AND (NOT s.licence_included OR h.licence_included) AND (NOT s.no_trophy_fees OR NOT h.has_trophy_fees)
    AND (NOT s.deals_only OR EXISTS (SELECT 1 FROM hunt_departures d WHERE d.hunt_id = h.id AND ${liveDeal(today)}))
    AND h.search_tags @> s.required_tags
    AND (cardinality(s.weapon_tags) = 0 OR h.search_tags && s.weapon_tags)
    AND (NOT s.has_trip OR (
      (s.party_size IS NULL OR h.group_size >= s.party_size)
      AND (s.trip_to IS NULL OR coalesce(h.next_departure_on, ${NO_DEPARTURE}::date) <= s.trip_to)
      AND EXISTS (SELECT 1 FROM hunt_departures d WHERE d.hunt_id = h.id
        AND d.start_date >= greatest(coalesce(s.trip_from, ${today}), ${today})
        AND d.start_date <= coalesce(s.trip_to, ${NO_DEPARTURE}::date)
        AND d.spots_left >= coalesce(s.party_size, 1))))`;
}

/**
 * A departure `d`'s live last-minute deal on the run's today (lib/departures/deals.ts's isDealLive,
 * and the search's LIVE_DEAL_SQL): marked, not started, within the window, a spot free.
 */
export const liveDeal = (today: SQL) =>
  sql`d.deal_discount_bp IS NOT NULL AND d.start_date >= ${today} AND d.start_date <= ${today} + ${DEAL_WINDOW_DAYS}::int AND d.spots_left > 0`;

/** Each due search with a match: the hunts it lists, newest (highest id) first. */
export type AlertMatches = Map<number, number[]>;

/**
 * The run's matching, set-based and driven by the changes: the hunts listed and changed (created,
 * given a departure, or a departure marked as a last-minute deal) in (since, now] go into a temporary table with their latest change, one
 * row per species term indexed on (term, changed_at), so that each due search reads only the
 * changes of its own species (or its outfitter) made after its last look, through the index, and
 * the pair filters run on those alone. Never every search against every hunt, and no statement per
 * search or per term: three statements, one per kind of search (by species, by outfitter only,
 * neither), aggregated per search in the database.
 */
export async function matchChangedHunts(
  executor: DbOrTx,
  since: Date,
  kind: AlertRunKind,
  now: Date,
): Promise<{ changedHunts: number; matches: AlertMatches }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const from = sql`${since.toISOString()}::timestamptz`;
  const due = dueSearches(kind, now);
  const match = pairConditions(now);
  // A deal marked (or its discount changed) is a change of its hunt, while it is live (issue 50).
  const deal = liveDeal(sql`${todayIso(now)}::date`);
  return executor.transaction(async (tx) => {
    await tx.execute(sql`CREATE TEMP TABLE alert_changes ON COMMIT DROP AS
      SELECT h.*, lower(h.dates) AS dates_lower, greatest(h.created_at,
        (SELECT max(d.created_at) FROM hunt_departures d WHERE d.hunt_id = h.id AND d.created_at <= ${at}),
        (SELECT max(d.deal_marked_at) FROM hunt_departures d WHERE d.hunt_id = h.id AND d.deal_marked_at <= ${at} AND ${deal})) AS changed_at
      FROM hunts h
      WHERE h.is_active AND h.search_rank > 0 AND h.created_at <= ${at}
        AND (h.created_at > ${from} OR EXISTS (SELECT 1 FROM hunt_departures d WHERE d.hunt_id = h.id AND d.created_at > ${from} AND d.created_at <= ${at})
             OR EXISTS (SELECT 1 FROM hunt_departures d WHERE d.hunt_id = h.id AND d.deal_marked_at > ${from} AND d.deal_marked_at <= ${at} AND ${deal}))`);
    await tx.execute(sql`CREATE TEMP TABLE alert_change_terms ON COMMIT DROP AS
      SELECT DISTINCT unnest(species) AS term, id, changed_at FROM alert_changes`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON alert_changes (id)`);
    await tx.execute(sql`CREATE INDEX ON alert_changes (outfitter_id, changed_at)`);
    await tx.execute(sql`CREATE INDEX ON alert_changes (changed_at)`);
    await tx.execute(sql`CREATE INDEX ON alert_change_terms (term, changed_at)`);
    await tx.execute(sql`ANALYZE alert_changes`);
    await tx.execute(sql`ANALYZE alert_change_terms`);
    const [{ n }] = (await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM alert_changes`)) as [{ n: number }];
    const matches: AlertMatches = new Map();
    if (n === 0) return { changedHunts: 0, matches };
    const add = (rows: { search_id: number; hunt_ids: number[] | string }[]) => {
      for (const r of rows) {
        const ids = (Array.isArray(r.hunt_ids) ? r.hunt_ids : String(r.hunt_ids).replace(/[{}]/g, "").split(",")).map(Number);
        const had = matches.get(Number(r.search_id));
        matches.set(Number(r.search_id), had ? [...new Set([...had, ...ids])].sort((a, b) => b - a) : ids);
      }
    };
    // Each LATERAL is run per search with its own values, so it reads the (term, changed_at) or
    // (outfitter_id, changed_at) index for the changes after that search's last look.
    add(
      await queryRows(
        tx,
        sql`SELECT s.id AS search_id, array_agg(DISTINCT c.id ORDER BY c.id DESC) AS hunt_ids
            FROM saved_searches s
            CROSS JOIN LATERAL unnest(s.species_terms) AS st(term)
            CROSS JOIN LATERAL (SELECT t.id FROM alert_change_terms t WHERE t.term = st.term AND t.changed_at > s.checked_through) c
            JOIN alert_changes h ON h.id = c.id
            WHERE ${due} AND s.species_terms IS NOT NULL AND s.checked_through < ${at} AND ${match}
            GROUP BY s.id`,
      ),
    );
    add(
      await queryRows(
        tx,
        sql`SELECT s.id AS search_id, array_agg(h.id ORDER BY h.id DESC) AS hunt_ids
            FROM saved_searches s
            CROSS JOIN LATERAL (SELECT * FROM alert_changes a WHERE a.outfitter_id = s.outfitter_id AND a.changed_at > s.checked_through) h
            WHERE ${due} AND s.species_terms IS NULL AND s.outfitter_id IS NOT NULL AND s.checked_through < ${at} AND ${match}
            GROUP BY s.id`,
      ),
    );
    add(
      await queryRows(
        tx,
        sql`SELECT s.id AS search_id, array_agg(h.id ORDER BY h.id DESC) AS hunt_ids
            FROM saved_searches s
            CROSS JOIN LATERAL (SELECT * FROM alert_changes a WHERE a.changed_at > s.checked_through) h
            WHERE ${due} AND s.species_terms IS NULL AND s.outfitter_id IS NULL AND s.checked_through < ${at} AND ${match}
            GROUP BY s.id`,
      ),
    );
    return { changedHunts: n, matches };
  });
}
