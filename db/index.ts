import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { SQL } from "drizzle-orm";
import * as schema from "./schema";

export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

type Client = {
  db: Db;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
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
    const sql = postgres(url, {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      onnotice: () => {},
    });
    return { db: drizzlePostgres({ client: sql, schema }), kind: "postgres", close: () => sql.end() };
  }
  const dir = process.env.PGLITE_DIR || ".data/pglite";
  const inMemory = dir.startsWith("memory://");
  if (!inMemory) mkdirSync(path.resolve(/*turbopackIgnore: true*/ dir), { recursive: true });
  const client = new PGlite(inMemory ? dir : path.resolve(/*turbopackIgnore: true*/ dir), { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

export function dbClient(): Client {
  holder.__ridgelineDb ??= createClient();
  return holder.__ridgelineDb;
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
