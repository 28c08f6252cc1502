import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { inFlight, queryProfiling, queryTally, type QueryTally } from "@/db/query-profile";

/**
 * bench:load's view from inside the server (REQUEST_PROFILE_FILE only): per API route, requests,
 * time in the handler, in database calls and in transactions, round trips; the event loop's delay;
 * statements on the wire at once. Written to the file every second and on exit.
 */
type RouteTotals = { count: number; wallMs: number; dbMs: number; txMs: number; trips: number };
// On globalThis: each route's chunk has its own copy of this module, instrumentation another.
const shared = globalThis as unknown as { __requestTotals?: Map<string, RouteTotals> };
const totals = (shared.__requestTotals ??= new Map<string, RouteTotals>());
const loop = monitorEventLoopDelay({ resolution: 10 });
let startCpu = process.cpuUsage();

const routeKey = (method: string, pathname: string) =>
  `${method} ${pathname.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27,}(?=\/|$)/gi, "/{id}").replace(/\/\d+(?=\/|$)/g, "/{id}")}`;

export async function profiledRequest(method: string, pathname: string, run: () => Promise<Response>): Promise<Response> {
  if (!queryProfiling()) return run();
  const route = routeKey(method, pathname);
  const tally: QueryTally = { route, dbMs: 0, trips: 0, txMs: 0 };
  const t0 = performance.now();
  try {
    return await queryTally.run(tally, run);
  } finally {
    const t = totals.get(route) ?? { count: 0, wallMs: 0, dbMs: 0, txMs: 0, trips: 0 };
    t.count += 1;
    t.wallMs += performance.now() - t0;
    t.dbMs += tally.dbMs;
    t.txMs += tally.txMs;
    t.trips += tally.trips;
    totals.set(route, t);
  }
}

function snapshot() {
  const elapsed = performance.now() - inFlight.start;
  return {
    routes: Object.fromEntries(totals),
    loopDelayMs: { mean: loop.mean / 1e6, p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    inFlight: { mean: (inFlight.weighted + inFlight.now * (performance.now() - inFlight.since)) / elapsed, max: inFlight.max },
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(startCpu)),
    uptimeMs: elapsed,
  };
}

export function startRequestProfileWriter() {
  const file = process.env.REQUEST_PROFILE_FILE;
  if (!file) return;
  loop.enable();
  const write = () => writeFileSync(file, JSON.stringify(snapshot()));
  setInterval(write, 1000).unref();
  // bench:load resets the figures once its warm-up is done.
  process.on("SIGUSR2", () => {
    totals.clear();
    loop.reset();
    Object.assign(inFlight, { max: inFlight.now, weighted: 0, since: performance.now(), start: performance.now() });
    startCpu = process.cpuUsage();
    const seconds = Number(process.env.REQUEST_CPU_PROFILE_SECONDS ?? 0);
    if (seconds > 0) void cpuProfile(`${file}.cpuprofile`, seconds);
  });
  process.on("exit", write);
}

/** A CPU profile of the main thread (REQUEST_CPU_PROFILE_SECONDS after the warm-up), for where the loop's time goes. */
async function cpuProfile(path: string, seconds: number) {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(path, JSON.stringify(profile));
  session.disconnect();
}
