/**
 * Where a route's time goes under bench:load. The server (REQUEST_PROFILE_FILE) counts per API
 * route its handler time, its time in database calls and transactions, its round trips, and the
 * event loop's delay; pg_stat_activity, sampled here every 20 ms, says what each statement tagged
 * with its route was doing: running, waiting on a lock, or waiting for the app (idle in a
 * transaction, or between the messages of one statement).
 */
import { readFileSync } from "node:fs";
import postgres from "postgres";

type RouteTotals = { count: number; wallMs: number; dbMs: number; txMs: number; trips: number };
export type ServerProfile = {
  routes: Record<string, RouteTotals>;
  loopDelayMs: { mean: number; p50: number; p99: number; max: number };
  inFlight: { mean: number; max: number };
  poolSize: number;
  cpuMs: number;
  uptimeMs: number;
};
type Tally = { running: number; lock: number; lwlock: number; io: number; appInTx: number };
const SAMPLE_MS = 20;

export function readServerProfile(file: string): ServerProfile | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as ServerProfile;
  } catch {
    return null;
  }
}

/** Samples the database's backends until stopped; the tallies are per route tag, in samples. */
export function sampleActivity(url: string, database: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const byRoute = new Map<string, Tally>();
  let samples = 0;
  let stopped = false;
  const started = Date.now();
  const loop = (async () => {
    while (!stopped) {
      const rows = await sql<{ state: string; wait_type: string | null; route: string | null }[]>`
        select state, wait_event_type as wait_type, substring(query from '^/\\* (.*?) \\*/') as route
        from pg_stat_activity
        where datname = ${database} and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')`;
      samples += 1;
      for (const r of rows) {
        const key = r.route ?? "(untagged: jobs, begin)";
        const t = byRoute.get(key) ?? { running: 0, lock: 0, lwlock: 0, io: 0, appInTx: 0 };
        // Idle in a transaction, or active but reading from the client: the database waits for the app.
        if (r.state === "idle in transaction" || r.wait_type === "Client") t.appInTx += 1;
        else if (r.wait_type === "Lock") t.lock += 1;
        else if (r.wait_type === "LWLock") t.lwlock += 1;
        else if (r.wait_type === "IO") t.io += 1;
        else t.running += 1;
        byRoute.set(key, t);
      }
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  return async () => {
    stopped = true;
    await loop.catch(() => {});
    await sql.end({ timeout: 2 });
    // Each sample stands for the time between samples (the query's own time included).
    return { byRoute, msPerSample: samples ? (Date.now() - started) / samples : SAMPLE_MS };
  };
}

const pct = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : "");

/**
 * One row per API route: mean time in the handler, and what share of it was spent in database
 * calls (queue, wire, statement, the loop's turn), in statements running or on locks (sampled),
 * on the event loop's delay (one mean delay per round trip), and the rest (the route's own CPU).
 */
export function waitRows(profile: ServerProfile, activity: { byRoute: Map<string, Tally>; msPerSample: number }) {
  // Statements no route tagged (the job worker, BEGIN) are counted apart, in sampled milliseconds.
  const untagged = [...activity.byRoute].filter(([route]) => !profile.routes[route]);
  for (const [route, a] of untagged) {
    console.log(
      `  sampled, no route: ${route}: running ${Math.round((a.running + a.io + a.lwlock) * activity.msPerSample)} ms, locks ${Math.round(a.lock * activity.msPerSample)} ms, waiting for the app ${Math.round(a.appInTx * activity.msPerSample)} ms`,
    );
  }
  return Object.entries(profile.routes)
    .filter(([, t]) => t.count > 0)
    .sort((a, b) => b[1].count - a[1].count)
    .map(([route, t]) => {
      const a = activity.byRoute.get(route) ?? { running: 0, lock: 0, lwlock: 0, io: 0, appInTx: 0 };
      const ms = activity.msPerSample;
      const loopMs = t.trips * profile.loopDelayMs.mean;
      return {
        route,
        requests: t.count,
        "mean ms": Math.round(t.wallMs / t.count),
        "round trips": Math.round((10 * t.trips) / t.count) / 10,
        "db calls": pct(t.dbMs, t.wallMs),
        "sql running": pct((a.running + a.io + a.lwlock) * ms, t.wallMs),
        locks: pct(a.lock * ms, t.wallMs),
        "event loop": pct(loopMs, t.wallMs),
        "tx open": pct(t.txMs, t.wallMs),
        "db waits on app": pct(a.appInTx * ms, t.wallMs),
      };
    });
}

export function profileSummary(p: ServerProfile) {
  const d = p.loopDelayMs;
  return [
    `event loop delay: mean ${d.mean.toFixed(1)} ms, p50 ${d.p50.toFixed(1)}, p99 ${d.p99.toFixed(1)}, max ${d.max.toFixed(1)}`,
    `server CPU: ${Math.round(p.cpuMs)} ms over ${Math.round(p.uptimeMs)} ms (${((100 * p.cpuMs) / p.uptimeMs).toFixed(0)} % of one core)`,
    `statements on the wire: mean ${p.inFlight.mean.toFixed(1)}, max ${p.inFlight.max} (pool of ${p.poolSize} + 2 × ${Math.max(2, Math.ceil(p.poolSize / 2))} for reads)`,
  ];
}

/** Several instances' profiles as one: their routes' totals added, the first's loop and pool figures. */
export function mergeProfiles(profiles: (ServerProfile | null)[]): ServerProfile | null {
  const present = profiles.filter((p): p is ServerProfile => p !== null);
  if (present.length === 0) return null;
  const routes: Record<string, RouteTotals> = {};
  for (const p of present) {
    for (const [route, t] of Object.entries(p.routes)) {
      const sum = (routes[route] ??= { count: 0, wallMs: 0, dbMs: 0, txMs: 0, trips: 0 });
      for (const k of Object.keys(sum) as (keyof RouteTotals)[]) sum[k] += t[k];
    }
  }
  const loopMean = present.reduce((n, p) => n + p.loopDelayMs.mean, 0) / present.length;
  return { ...present[0]!, routes, loopDelayMs: { ...present[0]!.loopDelayMs, mean: loopMean } };
}
