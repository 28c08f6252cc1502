import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { cacheExpiries } from "@/db/schema";
import { ensurePeriodicJob, startPeriodicJob, type PeriodicJob } from "@/lib/jobs/periodic";
import { log } from "@/lib/log";

/**
 * Cache expiry across server instances. revalidateTag expires only the cache of the process that
 * calls it; behind a load balancer the other instances would keep serving a paused hunt's page for
 * up to its hour. So on PostgreSQL each serving instance records the tags it expires in
 * cache_expiries, and follows the table: tags another instance expired are expired here within a
 * second (EXPIRY_FOLLOW_INTERVAL_MS). The embedded database serves one process, so it does neither.
 */
export const EXPIRY_FOLLOW_INTERVAL_MS = 1000;
/** Rows are read back for this long, so a row committed a little after a later one is not missed. */
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
  return db
    .insert(cacheExpiries)
    .values({ tags, origin: INSTANCE_ID })
    .then(() => undefined)
    .catch((err: unknown) => log.error("cache.expiry_publish_failed", { err, tags }));
}

export type ExpiryFollower = PeriodicJob & { seen: () => number };

/**
 * Reads the expiries of the last EXPIRY_WINDOW_SECONDS written by other instances and expires
 * each row's tags here once. The window is re-read on every tick instead of following the ids,
 * because identity values are taken before commit: a row can become visible after a higher id.
 */
export function startExpiryFollower(
  opts: { intervalMs?: number; apply?: (tags: string[]) => void; instanceId?: string } = {},
): ExpiryFollower {
  const { intervalMs = EXPIRY_FOLLOW_INTERVAL_MS, apply = expireInProcess, instanceId = INSTANCE_ID } = opts;
  const seen = new Map<number, number>();
  let ticks = 0;
  setExpiryPublishing(true);
  const job = startPeriodicJob(
    intervalMs,
    async () => {
      const rows = await queryRows<{ id: number | string; tags: string[] }>(
        db,
        sql`SELECT id, tags FROM cache_expiries
            WHERE created_at > now() - make_interval(secs => ${EXPIRY_WINDOW_SECONDS}) AND origin <> ${instanceId}
            ORDER BY id`,
      );
      const now = Date.now();
      const fresh = rows.filter((r) => !seen.has(Number(r.id)));
      for (const r of fresh) seen.set(Number(r.id), now);
      const tags = [...new Set(fresh.flatMap((r) => r.tags))];
      if (tags.length) apply(tags);
      for (const [id, at] of seen) if (now - at > 2 * EXPIRY_WINDOW_SECONDS * 1000) seen.delete(id);
      if (++ticks % 60 === 0) {
        await db.execute(sql`DELETE FROM cache_expiries WHERE created_at < now() - make_interval(mins => ${EXPIRY_KEEP_MINUTES})`);
      }
    },
    (err) => log.error("cache.expiry_follow_failed", { err }),
  );
  return {
    ...job,
    stop: () => {
      job.stop();
      setExpiryPublishing(false);
    },
    seen: () => seen.size,
  };
}

/** Starts following once per process (instrumentation.ts, PostgreSQL only). */
export function ensureExpiryFollower(): ExpiryFollower {
  return ensurePeriodicJob("cache-expiry-follower", () => startExpiryFollower()) as ExpiryFollower;
}
