/**
 * The alert run alone, on a database npm run bench already seeded with saved searches (its
 * scripts/bench/alerts.ts step): DATABASE_URL=…/ridgeline_bench npx tsx --import ./scripts/lib/server-only.mjs scripts/bench-alerts-run.ts
 */
async function main() {
  const { runSavedSearchAlerts } = await import("../lib/saved-searches/run");
  const { closeDb } = await import("../db");
  const t = performance.now();
  const r = await runSavedSearchAlerts("digest", new Date());
  console.log(JSON.stringify({ ...r, seconds: Number(((performance.now() - t) / 1000).toFixed(1)) }));
  await closeDb();
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
