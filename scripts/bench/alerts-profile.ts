/**
 * The alert run's phases timed on a database the bench seeded (scripts/bench/alerts.ts), put back
 * as the bench left it before each run, so a change to matching can be measured again and again:
 *   DATABASE_URL=…/<bench db> npx tsx --import ./scripts/lib/server-only.mjs scripts/bench/alerts-profile.ts
 */
import { sql } from "drizzle-orm";

async function main() {
  const { db, queryRows, closeDb } = await import("../../db");
  const { runSavedSearchAlerts } = await import("../../lib/saved-searches/run");
  const [{ at }] = (await queryRows<{ at: string }>(db, sql`SELECT max(created_at)::text AS at FROM hunts`)) as [{ at: string }];
  const now = new Date(new Date(at).getTime() + 60_000);
  const reset = async () => {
    await db.execute(sql`DELETE FROM saved_search_alerts`);
    await db.execute(sql`DELETE FROM email_outbox WHERE template = 'saved-search-alert'`);
    await db.execute(sql`UPDATE saved_searches SET last_alerted_at = NULL, checked_through = ${now.toISOString()}::timestamptz
      - CASE WHEN frequency = 'weekly' THEN interval '8 days' ELSE interval '1 day' END - interval '1 minute'`);
  };
  await reset();
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM saved_searches`)) as [{ n: number }];
  const t = performance.now();
  const r = await runSavedSearchAlerts("digest", now);
  console.log(JSON.stringify({ total: n, ...r, seconds: Number(((performance.now() - t) / 1000).toFixed(1)) }));
  await reset();
  await closeDb();
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
