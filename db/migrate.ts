import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { dbClient } from "./index";

export const migrationsFolder = path.join(process.cwd(), "drizzle");

/** Applies every pending migration in drizzle/ to whichever database the client points at. */
export async function migrateSchema() {
  const client = dbClient();
  if (client.kind === "pglite") {
    await migratePglite(client.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(client.db, { migrationsFolder });
  }
}
