/**
 * The saved-search alert run at catalogue scale (issue 50): on the bench database after its
 * largest catalogue, 100,000 saved searches (20 per hunter) and a day's changes (1,000 new hunts,
 * 2,000 departures added to listed hunts), then one daily run timed end to end: matching, every
 * alert e-mail rendered and written to the outbox. Target ≤ 10 minutes on this machine.
 */
import { sql } from "drizzle-orm";
import type { GenerateHuntsOptions } from "./hunt-fallback";

type Generator = (db: unknown, opts: GenerateHuntsOptions) => Promise<number>;
export type AlertBench = { searches: number; changedHunts: number; matches: number; sent: number; seconds: number; seedSeconds: number };

export const ALERT_SEARCHES = Number(process.env.BENCH_ALERT_SEARCHES ?? 100_000);
const NEW_HUNTS = 1_000;
const NEW_DEPARTURES = 2_000;
const STATES = ["montana", "wyoming", "colorado", "idaho", "alaska", "texas", "alberta", "new mexico", "utah", "oregon"];

// One array parameter (a JS array in a sql template is a list of parameters, not an array).
const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(",")}}`}::text[]`;
const intArray = (values: number[]) => sql`${`{${values.join(",")}}`}::int[]`;

export async function benchAlertRun(generate: Generator, outfitterIds: number[], log: (...a: unknown[]) => void): Promise<AlertBench> {
  const { db, queryRows } = await import("../../db");
  const { runSavedSearchAlerts } = await import("../../lib/saved-searches/run");
  const t0 = performance.now();
  const hunters = Math.ceil(ALERT_SEARCHES / 20);
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, role)
    SELECT 'bench-hunter-' || g || '@example.test', 'bench-no-login', 'Hunter' || g, 'Bench', 'hunter' FROM generate_series(1, ${hunters}) g`);
  // Everything seeded so far is old: its hunts and departures were there before every search's last
  // alert, the weekly ones' (8 days ago) included. (At 3 days, every catalogue hunt had a departure
  // "added" inside the weekly searches' window, so each weekly search listed its whole species.)
  await db.execute(sql`UPDATE hunts SET created_at = least(created_at, now() - interval '30 days')`);
  await db.execute(sql`UPDATE hunt_departures SET created_at = now() - interval '30 days'`);
  const species = (
    await queryRows<{ s: string }>(
      db,
      sql`SELECT s FROM (SELECT unnest(species) s FROM hunts) x GROUP BY s ORDER BY count(*) DESC LIMIT 40`,
    )
  ).map((r) => r.s);
  // 85% by species (a third of those also by state, a third by a price cap), 10% by outfitter, 5% by state alone.
  await db.execute(sql`
    INSERT INTO saved_searches (hunter_id, name, path, query, frequency, checked_through, species_terms, location_pattern, outfitter_id, price_max)
    SELECT u.id, 'Bench search ' || g, '/browse-hunts', '',
           CASE WHEN g % 20 = 0 THEN 'weekly' WHEN g % 20 = 1 THEN 'instant' ELSE 'daily' END,
           now() - CASE WHEN g % 20 = 0 THEN interval '8 days' ELSE interval '1 day' END,
           CASE WHEN g % 100 < 85 THEN ARRAY[(${textArray(species)})[1 + (g * 7919) % ${species.length}]] END,
           CASE WHEN g % 100 >= 95 OR (g % 100 < 85 AND g % 3 = 0) THEN '%' || (${textArray(STATES)})[1 + (g * 31) % ${STATES.length}] || '%' END,
           CASE WHEN g % 100 BETWEEN 85 AND 94 THEN (${intArray(outfitterIds)})[1 + (g * 13) % ${outfitterIds.length}] END,
           CASE WHEN g % 100 < 85 AND g % 3 = 1 THEN 400000 + (g % 8) * 100000 END
    FROM generate_series(1, ${ALERT_SEARCHES}) g
    JOIN users u ON u.email = 'bench-hunter-' || (1 + (g - 1) / 20) || '@example.test'`);
  // A day's changes: new hunts, and departures added to listed hunts, at times through the last day.
  const [{ max }] = (await queryRows<{ max: number }>(db, sql`SELECT max(id) AS max FROM hunts`)) as [{ max: number }];
  await generate(db, { count: NEW_HUNTS, outfitterIds, seed: 5050 });
  await db.execute(sql`UPDATE hunts SET created_at = now() - (id % 1200) * interval '1 minute', is_active = true WHERE id > ${max}`);
  await db.execute(sql`UPDATE hunt_departures SET created_at = now() - (id % 1200) * interval '1 minute' WHERE hunt_id > ${max}`);
  await db.execute(sql`
    INSERT INTO hunt_departures (hunt_id, start_date, end_date, spots, spots_left, created_at)
    SELECT h.id, current_date + 400 + (h.id % 60), current_date + 404 + (h.id % 60), 4, 4, now() - (h.id % 1200) * interval '1 minute'
    FROM (SELECT id FROM hunts WHERE search_rank > 0 AND id <= ${max} ORDER BY (id * 2654435761) % 1000003 LIMIT ${NEW_DEPARTURES}) h`);
  await db.execute(sql`VACUUM ANALYZE saved_searches`);
  await db.execute(sql`ANALYZE hunts`);
  await db.execute(sql`ANALYZE hunt_departures`);
  const seedSeconds = (performance.now() - t0) / 1000;
  log(`alerts: ${ALERT_SEARCHES} saved searches and a day's changes seeded in ${seedSeconds.toFixed(1)} s; running the daily alerts`);
  const t1 = performance.now();
  const r = await runSavedSearchAlerts("digest", new Date());
  const seconds = (performance.now() - t1) / 1000;
  log(`alerts: ${JSON.stringify(r)} in ${seconds.toFixed(1)} s`);
  return { searches: r.searches, changedHunts: r.changedHunts, matches: r.matches, sent: r.sent, seconds, seedSeconds };
}
