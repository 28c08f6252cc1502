/**
 * Reliability figures at scale (issue 49): the bench's outfitters get a year of booking requests
 * (answered, late, unanswered, cancelled by either side) and hunters' first messages, then
 *  - the hourly reliability.refresh job is timed over all of them (target ≤ 60 s), and
 *  - one outfitter's refresh, the work added to the transaction of every answer, cancellation and
 *    outfitter reply, is timed 50 times on the busiest outfitter (target p99 ≤ 50 ms).
 * It runs before the catalogues are measured, so the hunt and profile pages are loaded with their
 * reliability line (and a few penalized outfitters re-ranked) in place. BENCH_RELIABILITY=off skips it;
 * BENCH_RELIABILITY_BOOKINGS (default 300) and BENCH_RELIABILITY_MESSAGES (300) are per outfitter.
 */
import { sql } from "drizzle-orm";

export type ReliabilityBench = {
  outfitters: number;
  bookings: number;
  messages: number;
  seedSeconds: number;
  jobSeconds: number;
  penalized: number;
  oneP50Ms: number;
  oneP99Ms: number;
};

const BOOKINGS = Number(process.env.BENCH_RELIABILITY_BOOKINGS ?? 300);
const MESSAGES = Number(process.env.BENCH_RELIABILITY_MESSAGES ?? 300);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchReliability(outfitterIds: number[], log: (...a: unknown[]) => void): Promise<ReliabilityBench> {
  const { db, queryRows } = await import("../../db");
  const { refreshAllReliability, refreshReliability } = await import("../../lib/reliability/figures");
  const ids = sql`${`{${outfitterIds.join(",")}}`}::int[]`;
  const t0 = performance.now();
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, role)
    SELECT 'bench-client-' || g || '@example.test', 'bench-no-login', 'Client' || g, 'Bench', 'hunter' FROM generate_series(1, ${MESSAGES}) g`);
  // Requests paid through the last year; most answered within hours, some late, some never; every
  // 40th accepted one later cancelled by the outfitter (and more for every 17th outfitter: penalized).
  await db.execute(sql`
    INSERT INTO bookings (outfitter_id, hunter_id, hunter_name, total_amount_cents, source, status, payment_status, paid_at,
                          answered_at, cancelled_by, cancelled_at, created_at)
    SELECT o.id, h.id, 'Bench Client', 450000, 'direct',
           (CASE WHEN g % 40 = 0 OR (o.n % 17 = 0 AND g % 10 = 0) THEN 'cancelled' WHEN g % 9 = 0 THEN 'denied' WHEN g % 13 = 0 THEN 'cancelled' ELSE 'accepted' END)::booking_status,
           'paid', at, CASE WHEN g % 13 = 0 THEN NULL ELSE at + ((g * 37) % (CASE WHEN g % 7 = 0 THEN 3000 ELSE 600 END)) * interval '1 minute' END,
           CASE WHEN g % 40 = 0 OR (o.n % 17 = 0 AND g % 10 = 0) THEN 'outfitter' WHEN g % 13 = 0 THEN 'system' END,
           CASE WHEN g % 40 = 0 OR (o.n % 17 = 0 AND g % 10 = 0) OR g % 13 = 0 THEN at + interval '6 days' END, at
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE id = ANY(${ids})) o
      CROSS JOIN generate_series(1, ${BOOKINGS}) g
      JOIN users h ON h.email = 'bench-client-' || (1 + g % ${MESSAGES}) || '@example.test'
      CROSS JOIN LATERAL (SELECT now() - ((g * 7919 + o.id) % 525600) * interval '1 minute' AS at) t`);
  // Each client's first message to each outfitter in the last 120 days, and the outfitter's answer (most of them).
  await db.execute(sql`
    INSERT INTO messages (sender_id, receiver_id, content, created_at)
    SELECT h.id, o, 'Is the September hunt still open?', now() - ((h.id * 31 + o) % 172800) * interval '1 minute'
      FROM unnest(${ids}) o CROSS JOIN (SELECT id FROM users WHERE email LIKE 'bench-client-%') h`);
  await db.execute(sql`
    INSERT INTO messages (sender_id, receiver_id, content, created_at)
    SELECT m.receiver_id, m.sender_id, 'Yes, two spots left.', m.created_at + ((m.id * 13) % 1800) * interval '1 minute'
      FROM messages m JOIN users h ON h.id = m.sender_id AND h.email LIKE 'bench-client-%' WHERE m.id % 6 <> 0`);
  await db.execute(sql`ANALYZE bookings`);
  await db.execute(sql`ANALYZE messages`);
  const seedSeconds = (performance.now() - t0) / 1000;
  const [{ b }] = (await queryRows<{ b: number }>(db, sql`SELECT count(*)::int AS b FROM bookings`)) as [{ b: number }];
  const [{ m }] = (await queryRows<{ m: number }>(db, sql`SELECT count(*)::int AS m FROM messages`)) as [{ m: number }];
  log(`reliability: ${b} bookings and ${m} messages seeded in ${seedSeconds.toFixed(1)} s; running reliability.refresh`);

  const t1 = performance.now();
  const job = await refreshAllReliability(new Date());
  const jobSeconds = (performance.now() - t1) / 1000;
  log(`reliability: ${JSON.stringify(job)} in ${jobSeconds.toFixed(1)} s`);

  const [busiest] = await queryRows<{ outfitter_id: number }>(
    db,
    sql`SELECT outfitter_id FROM bookings GROUP BY 1 ORDER BY count(*) DESC, outfitter_id LIMIT 1`,
  );
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const s = performance.now();
    await db.transaction((tx) => refreshReliability(tx, Number(busiest!.outfitter_id)));
    times.push(performance.now() - s);
  }
  times.sort((x, y) => x - y);
  return {
    outfitters: job.outfitters,
    bookings: Number(b),
    messages: Number(m),
    seedSeconds,
    jobSeconds,
    penalized: job.penalized,
    oneP50Ms: pct(times, 50),
    oneP99Ms: pct(times, 99),
  };
}
