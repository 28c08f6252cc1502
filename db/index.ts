import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { profilePool, queryProfiling } from "./query-profile";
import * as schema from "./schema";

export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

type Client = {
  db: Db;
  /**
   * PostgreSQL only: a second, smaller postgres.js pool for the prepared statements
   * (queryRowsPrepared), whose connections plan them generically once (see below).
   */
  pg?: postgres.Sql;
  /**
   * PostgreSQL only: a third small pool for read statements that are parsed once per connection
   * but planned with each call's values (queryRowsParsedOnce).
   */
  pgCustom?: postgres.Sql;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
  createdAt: number;
};

/**
 * One client module: postgres.js when DATABASE_URL is set, PGlite otherwise. The client is
 * created on first use (never at import), so `next build` collecting page data never opens
 * the embedded database; it is cached on globalThis so dev reloads reuse one connection.
 */
const holder = globalThis as unknown as { __ridgelineDb?: Client };

function createClient(): Client {
  const url = process.env.DATABASE_URL;
  if (url) {
    const size = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    const options = {
      onnotice: () => {},
      // After an outage the app must recover at once and never keep a request waiting long:
      // postgres.js's default backoff grows with every refused connection to 20 s per attempt
      // (queued queries wait that long after the database is back), and connecting may take 30 s
      // before failing. Retry within a second, and give up connecting (a 503) after 10 s.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
      connect_timeout: 10,
    };
    const sql = postgres(url, { ...options, max: size });
    // Only statements whose plan does not depend on their values are prepared (lib/hunts/search.ts,
    // keySlots). Left to choose, PostgreSQL re-plans such a statement with each call's values
    // whenever that looks a little cheaper, which costs more than the statement runs (0.45 ms of
    // planning for 0.2 ms on a species + location search); its own pool forces the generic plan.
    // The other pool keeps the default: its one-off statements are planned with their values.
    const prepared = postgres(url, {
      ...options,
      max: Math.max(2, Math.ceil(size / 2)),
      connection: { plan_cache_mode: "force_generic_plan" },
    });
    // Reads whose best plan depends on their values (the sorted searches: how far an order's index
    // must be walked depends on how many hunts match) but whose text is one of a bounded set: named
    // statements, so neither PostgreSQL nor postgres.js parses and describes them again on every
    // call, planned with each call's values. Their own pool, because plan_cache_mode also governs
    // the statements PL/pgSQL caches: on the main pool it re-planned every trigger statement on
    // every row written. Nothing here writes, so no trigger runs on these connections.
    const parsedOnce = postgres(url, {
      ...options,
      max: Math.max(2, Math.ceil(size / 2)),
      connection: { plan_cache_mode: "force_custom_plan" },
    });
    if (queryProfiling()) for (const pool of [sql, prepared, parsedOnce]) profilePool(pool);
    return {
      db: drizzlePostgres({ client: sql, schema }),
      pg: prepared,
      pgCustom: parsedOnce,
      kind: "postgres",
      close: async () => void (await Promise.all([sql.end({ timeout: 5 }), prepared.end({ timeout: 5 }), parsedOnce.end({ timeout: 5 })])),
      createdAt: Date.now(),
    };
  }
  const dir = process.env.PGLITE_DIR || ".data/pglite";
  const inMemory = dir.startsWith("memory://");
  if (!inMemory) mkdirSync(path.resolve(/*turbopackIgnore: true*/ dir), { recursive: true });
  const client = new PGlite(inMemory ? dir : path.resolve(/*turbopackIgnore: true*/ dir), { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close(), createdAt: Date.now() };
}

export function dbClient(): Client {
  holder.__ridgelineDb ??= createClient();
  return holder.__ridgelineDb;
}

/**
 * Called when a query failed because PostgreSQL could not be reached: the pool is replaced by a
 * fresh one on the next query, and the old one is closed once its queries are done (at most 5 s).
 * postgres.js 3.4.9 can leave a connection that died in the middle of a write unable to send
 * anything again (every later use ends in CONNECT_TIMEOUT; porsager/postgres#1208, #1209), so
 * after an outage a new pool is the only sure way back. At most one new pool per second.
 */
export function discardPoolAfterFailure() {
  const c = holder.__ridgelineDb;
  if (!c || c.kind !== "postgres" || Date.now() - c.createdAt < 1000) return;
  holder.__ridgelineDb = undefined;
  c.close().catch(() => {});
}

export async function closeDb() {
  const c = holder.__ridgelineDb;
  holder.__ridgelineDb = undefined;
  if (c) await c.close();
}

/** The Drizzle database; resolves the client lazily on first property access. */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const real = dbClient().db as unknown as Record<PropertyKey, unknown>;
    const value = real[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});

export { schema };

/** Runs raw SQL and returns its rows the same way on postgres.js (an array) and PGlite ({ rows }). */
export async function queryRows<T>(executor: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const dialect = new PgDialect();
/**
 * The statement texts run prepared so far. Callers pass only fixed-shape texts (a few hundred at
 * most), and this bound keeps a caller's mistake from growing every connection's statement cache
 * without limit: past it, new texts run unprepared.
 */
const preparedTexts = new Set<string>();
const PREPARED_TEXTS_MAX = 2000;

/**
 * queryRows as a named prepared statement on PostgreSQL: parsed and planned once per connection
 * (PostgreSQL switches to a generic plan after five runs when that plan costs no more). Only for
 * statements whose text comes from a small fixed set and whose best plan does not depend on the
 * parameter values. Inside a transaction, and on PGlite, it is queryRows.
 */
export async function queryRowsPrepared<T>(executor: DbOrTx, query: SQL): Promise<T[]> {
  return runNamed<T>(executor, query, (c) => c.pg);
}

/**
 * queryRows as a named statement on PostgreSQL, planned with each call's values
 * (plan_cache_mode force_custom_plan): parsed and described once per connection. For read-only
 * statements whose text comes from a bounded set but whose best plan depends on the values.
 * Inside a transaction, and on PGlite, it is queryRows.
 */
export async function queryRowsParsedOnce<T>(executor: DbOrTx, query: SQL): Promise<T[]> {
  return runNamed<T>(executor, query, (c) => c.pgCustom);
}

async function runNamed<T>(executor: DbOrTx, query: SQL, poolOf: (c: Client) => postgres.Sql | undefined): Promise<T[]> {
  const c = dbClient();
  const pool = c.kind === "postgres" ? poolOf(c) : undefined;
  if (!pool || (executor !== db && executor !== c.db)) return queryRows<T>(executor, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (!preparedTexts.has(text)) {
    if (preparedTexts.size >= PREPARED_TEXTS_MAX) return queryRows<T>(executor, query);
    preparedTexts.add(text);
  }
  return (await pool.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[];
}
