/**
 * Runs once when a server instance starts. On the embedded database it applies migrations and
 * seeds demo data into an empty database; with DATABASE_URL it does neither (use npm run
 * db:migrate and db:seed), and it validates the environment so a bad value stops start-up.
 * Every serving instance then runs a job worker (lib/jobs/worker.ts: the schedules, e-mail
 * delivery attempts and retries of lib/jobs/queues.ts) unless JOBS_IN_WEB=off; not during the build or in tests.
 * Each request is stamped with its socket address (lib/http/client-ip.ts: rate limits count per
 * client address, and Next.js gives route handlers no socket).
 * On PostgreSQL every instance also follows the cache expiries of the others
 * (lib/cache/expiry-broadcast.ts), so a paused hunt leaves every instance's pages within a second.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServerInstance } = await import("./instrumentation-node");
    await startServerInstance();
  }
}
