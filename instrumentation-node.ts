/**
 * The Node.js side of instrumentation.ts, in a file of its own so the edge compile never sees
 * node:http or the database (Next.js's pattern for runtime-specific instrumentation).
 */
export async function startServerInstance() {
  const { config } = await import("./lib/config");
  let cfg: ReturnType<typeof config>;
  try {
    cfg = config();
  } catch (err) {
    // Next.js would log this and go on serving a 500 to every request: a bad environment stops the server.
    if (process.env.NEXT_PHASE === "phase-production-build") throw err;
    console.error(err instanceof Error ? err.message : err);
    return process.exit(1);
  }
  deriveAuthUrl(cfg);
  // Before the first request, so every request carries its socket address for the rate limits.
  const { installPeerAddressStamp } = await import("./lib/http/client-ip");
  installPeerAddressStamp(await import("node:http"));
  if (cfg.embedded) {
    const { migrateDb } = await import("./lib/migrations/run");
    await migrateDb();
    if (cfg.SEED_DEMO === "auto") {
      const { seedIfEmpty } = await import("./seed/demo-data");
      await seedIfEmpty();
    }
  }
  const building = process.env.NEXT_PHASE === "phase-production-build";
  // A production server without APP_URL has already stopped in config(); the build may go on.
  if (building && !process.env.APP_URL) {
    console.warn("APP_URL is not set: prerendered pages link to http://localhost:3000. Set it for production builds.");
  }
  const serving = cfg.NODE_ENV !== "test" && !process.env.VITEST && !building;
  if (serving) {
    if (process.env.REQUEST_PROFILE_FILE) (await import("./lib/http/request-profile")).startRequestProfileWriter();
    // The job worker (lib/jobs): schedules, one-off jobs, retries. JOBS_IN_WEB=off leaves it to
    // `npm run worker` processes; this instance still enqueues.
    if (cfg.JOBS_IN_WEB === "on") {
      const { ensureJobWorker } = await import("./lib/jobs/worker");
      // Not awaited: a database that is down at start must not keep the server from serving.
      void ensureJobWorker().catch(() => {});
    }
    if (!cfg.embedded) {
      const { ensureExpiryFollower } = await import("./lib/cache/expiry-broadcast");
      ensureExpiryFollower();
    }
  }
}

/** next-auth builds its own links from NEXTAUTH_URL (else http://localhost:3000): in production, APP_URL's. */
export function deriveAuthUrl(cfg: { NODE_ENV: string; APP_URL: string }, env: Record<string, string | undefined> = process.env) {
  if (cfg.NODE_ENV === "production" && !env.NEXTAUTH_URL) env.NEXTAUTH_URL = cfg.APP_URL;
}
