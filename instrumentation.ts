/**
 * Runs once when a server instance starts. On the embedded database it applies migrations and
 * seeds demo data into an empty database; with DATABASE_URL it does neither (use npm run
 * db:migrate and db:seed), and it validates the environment so a bad value stops start-up.
 * Every serving instance then gives back the spots of expired booking reservations each minute
 * (lib/bookings/reservation-sweeper.ts) and asks PayPal again about commission captures it
 * reported PENDING (lib/money/commission/pending-settler.ts) and sends the month's questionnaire
 * to outfitters not yet asked (lib/reports/prompts.ts), prunes expired rate-limit counters,
 * spent reset links and expired sessions (lib/jobs/housekeeping.ts) and takes departures whose day has come off sale
 * (lib/departures/rollover.ts) and retries e-mails the provider did not take
 * (lib/email/delivery-worker.ts) and releases the card holds of paid booking requests the outfitter
 * did not answer within 5 days (lib/bookings/answer-expiry.ts); not during the build or in tests.
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
