/**
 * npm run db:seed [-- --force]
 * Applies migrations, then seeds the demo data into an empty database. With --force it first
 * empties every table (keeping the schema) and seeds again. Works on the embedded PGlite
 * database (.data/pglite) and on PostgreSQL (DATABASE_URL).
 */
import { sql } from "drizzle-orm";
import { closeDb, db, dbClient, queryRows } from "@/db/index";
import { migrateDb } from "@/lib/migrations/run";
import { seedDemoData, seedIfEmpty } from "./demo-data";

const force = process.argv.includes("--force");
const target = dbClient().kind === "postgres" ? "PostgreSQL" : "embedded PGlite";
const started = Date.now();
let exitCode = 0;
try {
  await migrateDb();
  if (force) {
    const tables = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`);
    if (tables.length) {
      await db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(", ")} restart identity cascade`));
    }
    const summary = await seedDemoData();
    console.log(`Reseeded ${target}: ${summary.users} users, ${summary.hunts} hunts (${Date.now() - started} ms).`);
  } else if (await seedIfEmpty()) {
    console.log(`Seeded ${target} with demo data (${Date.now() - started} ms).`);
  } else {
    console.log(`${target} already has data; nothing seeded. Use --force to wipe it and seed again.`);
  }
} catch (err) {
  console.error("Seeding failed:", err);
  exitCode = 1;
} finally {
  await closeDb();
}
process.exit(exitCode);
