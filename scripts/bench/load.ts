import autocannon from "autocannon";

export type LoadResult = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };

/** Runs autocannon against one path (or a path chosen per request) and keeps the headline figures. */
export async function load(
  base: string,
  name: string,
  path: string | (() => string),
  opts: { duration: number; connections: number },
): Promise<LoadResult> {
  const requests =
    typeof path === "function" ? [{ method: "GET", setupRequest: (req: { path?: string }) => ({ ...req, path: path() }) }] : undefined;
  const r = await autocannon({
    url: typeof path === "string" ? base + path : base,
    connections: opts.connections,
    duration: opts.duration,
    ...(requests ? { requests } : {}),
  });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}
