/**
 * Runs once when a server instance starts. On the embedded database it applies migrations and
 * seeds demo data into an empty database; with DATABASE_URL it does neither (use npm run
 * db:migrate and db:seed), and it validates the environment so a bad value stops start-up.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config } = await import("./lib/config");
  const cfg = config();
  if (!cfg.embedded) return;
  const { migrateDb } = await import("./db/migrate");
  await migrateDb();
  if (cfg.SEED_DEMO === "auto") {
    const { seedIfEmpty } = await import("./db/seed");
    await seedIfEmpty();
  }
}
