import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";
import type postgres from "postgres";

/**
 * Only with REQUEST_PROFILE_FILE (bench:load): each request's time in database calls, counted
 * from the call to its answer (pool queue, network, the statement, the event loop's turn), its
 * round trips, and its statements tagged with the route so pg_stat_activity can name who waits.
 */
export type QueryTally = { route: string; dbMs: number; trips: number; txMs: number };
// On globalThis: Next.js bundles this module into each route's chunk and into instrumentation.
const shared = globalThis as unknown as { __queryProfile?: { tally: AsyncLocalStorage<QueryTally>; inFlight: InFlight } };
type InFlight = { now: number; max: number; weighted: number; since: number; start: number };
shared.__queryProfile ??= {
  tally: new AsyncLocalStorage<QueryTally>(),
  inFlight: { now: 0, max: 0, weighted: 0, since: performance.now(), start: performance.now() },
};
export const queryTally = shared.__queryProfile.tally;
export const queryProfiling = () => Boolean(process.env.REQUEST_PROFILE_FILE);

/** Statements on the wire at once, time-weighted: above the pool's size, calls queue. */
export const inFlight = shared.__queryProfile.inFlight;
function moveInFlight(by: number) {
  const t = performance.now();
  inFlight.weighted += inFlight.now * (t - inFlight.since);
  inFlight.since = t;
  inFlight.now += by;
  inFlight.max = Math.max(inFlight.max, inFlight.now);
}

type Unsafe = postgres.Sql["unsafe"];

function timedUnsafe(unsafe: Unsafe): Unsafe {
  return ((text: string, params?: never[], options?: postgres.UnsafeQueryOptions) => {
    const tally = queryTally.getStore();
    const query = unsafe(tally ? `/* ${tally.route} */ ${text}` : text, params, options);
    type Then = (ok?: ((v: unknown) => unknown) | null, fail?: ((e: unknown) => unknown) | null) => Promise<unknown>;
    const thenable = query as unknown as { then: Then };
    const then = thenable.then.bind(query);
    let counted = false;
    thenable.then = (ok, fail) => {
      if (counted) return then(ok, fail);
      counted = true;
      const t0 = performance.now();
      moveInFlight(1);
      const done = () => {
        moveInFlight(-1);
        if (tally) {
          tally.dbMs += performance.now() - t0;
          tally.trips += 1;
        }
      };
      return then(
        (v) => (done(), ok ? ok(v) : v),
        (e) => {
          done();
          if (fail) return fail(e);
          throw e;
        },
      );
    };
    return query;
  }) as Unsafe;
}

/** Wraps a pool's unsafe() and begin() (drizzle sends every statement through these two). */
export function profilePool(sql: postgres.Sql) {
  sql.unsafe = timedUnsafe(sql.unsafe);
  const begin = sql.begin.bind(sql) as (fn: (tx: postgres.TransactionSql) => unknown) => Promise<unknown>;
  (sql as unknown as { begin: typeof begin }).begin = async (fn) => {
    const tally = queryTally.getStore();
    const t0 = performance.now();
    try {
      return await begin((tx) => {
        tx.unsafe = timedUnsafe(tx.unsafe);
        return fn(tx);
      });
    } finally {
      if (tally) {
        tally.txMs += performance.now() - t0;
        tally.trips += 2; // begin and commit
      }
    }
  };
}
