import { readFileSync } from "node:fs";
import { afterAll, beforeAll, vi } from "vitest";
import { sql } from "drizzle-orm";
import { workerDatabaseUrl } from "./worker-database";

process.env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret";
process.env.APP_URL ??= "http://localhost:3000";
// Generous limits by default; the rate-limit tests lower them explicitly.
process.env.RATE_LIMIT_LOGIN ??= "1000";
process.env.RATE_LIMIT_REGISTER ??= "1000";
process.env.RATE_LIMIT_FORGOT ??= "1000";
process.env.RATE_LIMIT_MESSAGES ??= "1000";
process.env.RATE_LIMIT_CONTACT ??= "1000";
process.env.RATE_LIMIT_CLAIMS ??= "1000";
// Tests call handlers directly (no socket): they stand behind one trusted proxy, so the
// X-Forwarded-For they send is the client address (tests/unit/client-ip.test.ts covers 0 hops).
process.env.TRUSTED_PROXY_HOPS ??= "1";
delete process.env.RESEND_API_KEY;

if (process.env.TEST_DATABASE_URL) {
  // Each worker has its own copy of the migrated test database (tests/support/global-setup.ts).
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.TEST_DATABASE_URL, Number(process.env.VITEST_POOL_ID ?? 1));
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

/**
 * PGlite: the worker's database of the previous file, kept open (see afterAll) so that the next
 * file empties it like a PostgreSQL worker database instead of booting a new PGlite from the
 * template (most of a small file's time). Files in the isolated project get a new process, so a
 * new database from the template.
 */
type KeptPglite = { record: unknown; client: { closed: boolean; close: () => Promise<void> } };
const kept = globalThis as unknown as { __ridgelineKeptPglite?: KeptPglite };
/** This file's PGlite database, kept for the next file if it is still the one in use at the end. */
let pgliteOfFile: KeptPglite | undefined;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return emptyDatabase();
  const previous = kept.__ridgelineKeptPglite;
  kept.__ridgelineKeptPglite = undefined;
  if (previous && !previous.client.closed) {
    pgliteOfFile = previous;
    (globalThis as unknown as { __ridgelineDb?: unknown }).__ridgelineDb = previous.record;
    await emptyDatabase();
  } else {
    await loadPgliteTemplate();
  }
});

/** Every table as the migration left it: no rows, identities restarted; the job engine's jobs gone (its queues and schedules are set up by the migration and stay). */
async function emptyDatabase() {
  const { db, queryRows } = await import("@/db");
  const tables = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`);
  if (tables.length) {
    await db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(", ")} restart identity cascade`));
  }
  await db.execute(sql`truncate pgboss.job, pgboss.archive`);
}

// Files share their worker's modules (vitest.config.ts): each leaves the process as it found it.
const envAtStart = { ...process.env };

afterAll(async () => {
  const { closeDb } = await import("@/db");
  const holder = globalThis as unknown as { __ridgelineDb?: unknown };
  const current = holder.__ridgelineDb;
  if (!process.env.TEST_DATABASE_URL && current && current === pgliteOfFile?.record && !pgliteOfFile.client.closed) {
    holder.__ridgelineDb = undefined;
    kept.__ridgelineKeptPglite = pgliteOfFile;
  } else {
    await closeDb();
    if (pgliteOfFile && !pgliteOfFile.client.closed) await pgliteOfFile.client.close();
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const key of Object.keys(process.env)) if (!(key in envAtStart)) delete process.env[key];
  Object.assign(process.env, envAtStart);
  const { resetConfigForTests } = await import("@/lib/config");
  resetConfigForTests();
});

/** Replaces the lazily created client with one loaded from the migrated template. */
async function loadPgliteTemplate() {
  const file = process.env.PGLITE_TEMPLATE;
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("@/db/schema");
  const client = file
    ? new PGlite({ loadDataDir: new Blob([readFileSync(file)]), extensions: { pg_trgm } })
    : new PGlite("memory://", { extensions: { pg_trgm } });
  const holder = globalThis as unknown as { __ridgelineDb?: unknown };
  holder.__ridgelineDb = { db: drizzle({ client, schema }), kind: "pglite", close: () => client.close() };
  pgliteOfFile = { record: holder.__ridgelineDb, client };
  if (!file) {
    const { migrateDb } = await import("@/lib/migrations/run");
    await migrateDb();
  }
}
