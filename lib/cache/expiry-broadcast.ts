import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { db, dbClient, queryRows } from "@/db";
import { log } from "@/lib/log";

/**
 * Cache expiry across server instances. revalidateTag expires only the cache of the process that
 * calls it; behind a load balancer the other instances would keep serving a paused hunt's page for
 * up to its hour. So on PostgreSQL each serving instance records the tags it expires in
 * cache_expiries and NOTIFYs EXPIRY_CHANNEL in the same statement; every instance LISTENs on its
 * own connection and reads the table when told (and on every (re)connect, to catch up on what it
 * missed while the connection was down): tags another instance expired are expired here within
 * milliseconds. The embedded database serves one process, so it does neither.
 */
export const EXPIRY_CHANNEL = "ridgeline_cache_expiry";
/** How long another instance may take at most to follow an expiry (scripts/concurrency.ts waits twice this). */
export const EXPIRY_FOLLOW_INTERVAL_MS = 1000;
/** Each read goes back this far before the previous one, so a row committed late is not missed. */
export const EXPIRY_WINDOW_SECONDS = 10;
/** Rows older than this are deleted (once a minute, by any instance). */
export const EXPIRY_KEEP_MINUTES = 10;

/** This process, so it skips the rows it wrote itself (it expired those tags at once). */
export const INSTANCE_ID = randomUUID();

type ServerCache = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> };

/**
 * Expires tags in this process's Next.js cache from outside a request (a timer). The running
 * server keeps its incremental cache on globalThis (set by Next on the first request); expiring
 * the tags there is what revalidateTag does at the end of a request. In scripts and unit tests
 * there is no server cache and nothing to expire.
 */
export function expireInProcess(tags: string[]) {
  const cache = (globalThis as { __incrementalCache?: Partial<ServerCache> }).__incrementalCache;
  if (typeof cache?.revalidateTag !== "function") return;
  Promise.resolve()
    .then(() => cache.revalidateTag!(tags, { expire: 0 }))
    .catch((err: unknown) => log.error("cache.expire_failed", { err, tags }));
}

const state = globalThis as { __ridgelineExpiryPublishing?: boolean };

/** Whether expiries are recorded for other instances (set when this process follows them). */
export function setExpiryPublishing(on: boolean) {
  state.__ridgelineExpiryPublishing = on;
}

/**
 * Records tags this process has just expired, after the write that changed the data committed.
 * Not awaited by the caller: the answer to the user does not wait for the other instances, and a
 * failure is logged (those instances then catch up when the page's hour is over).
 */
export function publishExpiry(tags: string[]): Promise<void> {
  if (!state.__ridgelineExpiryPublishing || tags.length === 0) return Promise.resolve();
  // The notification is delivered at commit, when the row is visible to the followers' read.
  return db
    .execute(
      sql`WITH r AS (INSERT INTO cache_expiries (tags, origin) VALUES (${`{${tags.map((t) => JSON.stringify(t)).join(",")}}`}::text[], ${INSTANCE_ID}) RETURNING 1)
          SELECT pg_notify(${EXPIRY_CHANNEL}, '') FROM r`,
    )
    .then(() => undefined)
    .catch((err: unknown) => log.error("cache.expiry_publish_failed", { err, tags }));
}

export type ExpiryFollower = { tick: () => Promise<void>; stop: () => void };

/**
 * Expires here, once each, the tags other instances recorded. Each read covers everything written
 * since EXPIRY_WINDOW_SECONDS before the previous successful read, by the database's clock, rather
 * than following the ids: identity values are taken before commit, so a row can become visible
 * after a row with a higher id. After a failed read (this instance lost the database for a while)
 * the next one still starts from the last good read, so nothing written meanwhile is missed.
 * A read runs on each notification and on each (re)connect of the listening connection; reads
 * never overlap (a notification during a read asks for one more read after it).
 */
export function startExpiryFollower(
  opts: { windowSeconds?: number; apply?: (tags: string[]) => void; instanceId?: string; listen?: boolean } = {},
): ExpiryFollower {
  const { windowSeconds = EXPIRY_WINDOW_SECONDS, apply = expireInProcess, instanceId = INSTANCE_ID, listen = true } = opts;
  // The ids the last read returned: the next read's range starts later, so an id it returns that
  // is not here is new.
  let seen = new Set<number>();
  let lastReadAt: string | null = null;
  let failing = false;
  let reads = 0;
  const read = async () => {
    const rows = await queryRows<{ read_at: Date | string; id: number | string | null; tags: string[] | null }>(
      db,
      sql`WITH t AS (SELECT now() AS read_at)
          SELECT t.read_at, e.id, e.tags FROM t LEFT JOIN cache_expiries e
            ON e.created_at > coalesce(${lastReadAt}::timestamptz, t.read_at) - make_interval(secs => ${windowSeconds})
           AND e.origin <> ${instanceId}
          ORDER BY e.id`,
    );
    const found = rows.filter((r) => r.id !== null).map((r) => ({ id: Number(r.id), tags: r.tags ?? [] }));
    const tags = [...new Set(found.filter((r) => !seen.has(r.id)).flatMap((r) => r.tags))];
    if (tags.length) apply(tags);
    seen = new Set(found.map((r) => r.id));
    lastReadAt = new Date(rows[0]!.read_at).toISOString();
    if (failing) log.info("cache.expiry_follow_recovered");
    failing = false;
    if (++reads % 60 === 0) {
      await db.execute(sql`DELETE FROM cache_expiries WHERE created_at < now() - make_interval(mins => ${EXPIRY_KEEP_MINUTES})`);
    }
  };
  let running: Promise<void> | null = null;
  let again = false;
  const tick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = read()
      // Once per outage, not once per read.
      .catch((err: unknown) => {
        if (!failing) log.error("cache.expiry_follow_failed", { err });
        failing = true;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void tick();
        }
      });
    return running;
  };
  setExpiryPublishing(true);
  const unlisten = listen ? listenForExpiries(() => void tick()) : () => {};
  return {
    tick,
    stop: () => {
      unlisten();
      setExpiryPublishing(false);
    },
  };
}

/**
 * LISTENs on EXPIRY_CHANNEL and calls `onEvent` for each notification and each time listening
 * (re)starts. On PostgreSQL on a connection of its own, which postgres.js reconnects by itself
 * (the app's pool may be replaced after an outage: db/index.ts discardPoolAfterFailure).
 */
function listenForExpiries(onEvent: () => void): () => void {
  const c = dbClient();
  if (c.kind === "pglite") {
    const client = (c.db as unknown as { $client: { listen: (ch: string, cb: () => void) => Promise<() => Promise<void>> } }).$client;
    const off = client.listen(EXPIRY_CHANNEL, onEvent).then((u) => (onEvent(), u));
    return () => void off.then((u) => u()).catch(() => {});
  }
  const listener = postgres(process.env.DATABASE_URL!, {
    max: 1,
    onnotice: () => {},
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    connect_timeout: 10,
  });
  listener.listen(EXPIRY_CHANNEL, onEvent, onEvent).catch((err: unknown) => log.error("cache.expiry_listen_failed", { err }));
  return () => void listener.end({ timeout: 1 }).catch(() => {});
}

const followerHolder = globalThis as { __ridgelineExpiryFollower?: ExpiryFollower };

/** Starts following once per process (instrumentation.ts, PostgreSQL only). */
export function ensureExpiryFollower(): ExpiryFollower {
  followerHolder.__ridgelineExpiryFollower ??= startExpiryFollower();
  return followerHolder.__ridgelineExpiryFollower;
}
