import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Migrates once. On PostgreSQL (TEST_DATABASE_URL) that is the shared test database; on PGlite a
 * migrated data directory is dumped to a file that every test file loads, instead of migrating
 * 20 times.
 */
export default async function globalSetup() {
  process.env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret";
  if (process.env.TEST_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    const { migrateDb } = await import("../../db/migrate");
    const { closeDb } = await import("../../db/index");
    await migrateDb();
    await closeDb();
    return;
  }
  process.env.PGLITE_DIR = "memory://";
  const { migrateDb } = await import("../../db/migrate");
  const { dbClient, closeDb } = await import("../../db/index");
  await migrateDb();
  const client = (dbClient().db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  const dir = path.join(os.tmpdir(), "ridgeline-vitest");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  await closeDb();
}
