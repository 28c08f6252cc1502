import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { dbClient } from "./index";
import { backfillPhones } from "./phone-backfill";

export const migrationsFolder = path.join(process.cwd(), "drizzle");

/**
 * Applies every pending migration in drizzle/ to whichever database the client points at, then
 * the data migrations SQL cannot express (phone numbers to E.164: db/phone-backfill.ts), then the
 * job engine's schema and queues (lib/jobs/engine.ts).
 */
export async function migrateDb() {
  const client = dbClient();
  if (client.kind === "pglite") {
    await migratePglite(client.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(client.db, { migrationsFolder });
  }
  await backfillPhones(client.db);
  // The job engine's own schema (pgboss), migrated by pg-boss itself, and the queues.
  const { ensureJobSchema } = await import("../lib/jobs/engine");
  await ensureJobSchema();
}
