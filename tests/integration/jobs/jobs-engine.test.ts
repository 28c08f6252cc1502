import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { GET as jobsGET } from "@/app/api/admin/jobs/route";
import { discardDeadJob, jobsOverview, retryDeadJob, type JobsOverview } from "@/lib/jobs/admin";
import { bossDbFor, enqueue, startJobWorker, type BossDb, type JobWorker } from "@/lib/jobs/engine";
import type { QueueName, QueueSpec } from "@/lib/jobs/queues";
import { captureLogsForTests } from "@/lib/log";
import { toPublicUser } from "@/lib/users/public-user";
import { roleFixtures } from "../../support/admin-fixtures";
import { call } from "../../support/http";

// The job engine (pg-boss) on whichever database the suite runs on: PGlite by default, PostgreSQL
// with TEST_DATABASE_URL. Short intervals so that each case takes a few seconds.

const FAST = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
let workers: JobWorker[] = [];

afterEach(async () => {
  await Promise.all(workers.map((w) => w.stop({ graceful: false }).catch(() => {})));
  workers = [];
});

const queue = (name: string, over: Partial<QueueSpec> = {}): QueueSpec => ({
  name,
  description: name,
  policy: "standard",
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  ...over,
});

async function worker(opts: Parameters<typeof startJobWorker>[0]) {
  const w = await startJobWorker({ ...FAST, ...opts });
  workers.push(w);
  return w;
}

const jobState = async (id: string) =>
  (await queryRows<{ state: string }>(db, sql`SELECT state::text AS state FROM pgboss.job WHERE id = ${id}::uuid`))[0]?.state;

/** An effect that may be applied once: the first run inserts the row, later runs find it there. */
const applyOnce = async (key: string) =>
  (
    await queryRows<{ key: string }>(
      db,
      sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now()) ON CONFLICT (key) DO NOTHING RETURNING key`,
    )
  ).length;

/** pg-boss's connection, which `kill()` freezes as a SIGKILLed process leaves it: nothing it started ever answers. */
function killable(inner: BossDb) {
  let dead = false;
  const db: BossDb = { executeSql: (text, values) => (dead ? new Promise(() => {}) : inner.executeSql(text, values)) };
  return { db, kill: () => void (dead = true) };
}

describe("the job engine", () => {
  it("runs a job enqueued for a future time at that time, not before", async () => {
    const q = queue("test.future");
    const ran: number[] = [];
    await worker({ queues: [q], handlers: { [q.name]: async () => void ran.push(Date.now()) } });
    const at = new Date(Date.now() + 1500);
    const id = await enqueue(db, q.name as QueueName, { subject: 1 }, { startAfter: at, singletonKey: "subject-1" });
    expect(id).toBeTruthy();
    await vi.waitFor(() => expect(ran).toHaveLength(1), { timeout: 4000, interval: 50 });
    expect(ran[0]!).toBeGreaterThanOrEqual(at.getTime() - 50); // not before its time
    expect(ran[0]!).toBeLessThan(at.getTime() + 1500);
  });

  it("keeps one waiting job per singleton key, and enqueues nothing when the transaction rolls back", async () => {
    const q = queue("test.keyed", { policy: "short" });
    await worker({ queues: [q], handlers: {} });
    const later = new Date(Date.now() + 60_000);
    const first = await enqueue(db, q.name as QueueName, { n: 1 }, { singletonKey: "booking-7", startAfter: later });
    const again = await enqueue(db, q.name as QueueName, { n: 2 }, { singletonKey: "booking-7", startAfter: later });
    expect(first).toBeTruthy();
    expect(again).toBeNull();
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, q.name as QueueName, { n: 3 }, { singletonKey: "booking-8", startAfter: later });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const rows = await queryRows<{ key: string }>(db, sql`SELECT singleton_key AS key FROM pgboss.job WHERE name = ${q.name}`);
    expect(rows.map((r) => r.key)).toEqual(["booking-7"]);
  });

  it("reruns a job whose worker was killed mid-run, and its effect happens once", async () => {
    const q = queue("test.crash", { expireInSeconds: 1, retryDelay: 0, retryBackoff: false });
    const conn = killable(bossDbFor(db));
    let firstRunStarted = () => {};
    const started = new Promise<void>((r) => (firstRunStarted = r));
    const runs: string[] = [];
    // Worker A applies the effect, then its process dies before it can record the job done.
    const a = await startJobWorker({
      ...FAST,
      maintenanceIntervalSeconds: 3600,
      db: conn.db,
      queues: [q],
      handlers: {
        [q.name]: async (data) => {
          runs.push(`a:${await applyOnce(String(data.key))}`);
          conn.kill();
          firstRunStarted();
          return new Promise(() => {});
        },
      },
    });
    const id = (await enqueue(db, q.name as QueueName, { key: "jobs:crash-effect" }))!;
    await started;
    expect(await jobState(id)).toBe("active");
    void a.boss.offWork(q.name).catch(() => {});
    // Worker B's maintenance finds the run expired and retries it; B runs it again.
    await worker({ queues: [q], handlers: { [q.name]: async (data) => void runs.push(`b:${await applyOnce(String(data.key))}`) } });
    await vi.waitFor(async () => expect(await jobState(id)).toBe("completed"), { timeout: 8000, interval: 100 });
    expect(runs).toEqual(["a:1", "b:0"]);
    const rows = await queryRows<{ count: number }>(db, sql`SELECT count::int AS count FROM rate_limits WHERE key = 'jobs:crash-effect'`);
    expect(rows).toEqual([{ count: 1 }]);
  });

  it("two workers: a scheduled job runs once per tick", async () => {
    const q = queue("test.tick", { cron: "* * * * *" });
    const runs: string[] = [];
    const startedAt = Date.now();
    await Promise.all(["a", "b"].map((name) => worker({ queues: [q], handlers: { [q.name]: async () => void runs.push(name) } })));
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(1), { timeout: 6000, interval: 50 });
    // Both workers keep checking the schedule every second: the tick's job is still sent once.
    await new Promise((r) => setTimeout(r, 2500));
    const minutesSpanned = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(minutesSpanned);
    await db.execute(sql`DELETE FROM pgboss.schedule WHERE name = ${q.name}`);
  });

  it("retries a failing job with growing waits, then it is dead: shown with its error to the admin, who retries or discards it", async () => {
    const q = queue("test.failing");
    const logs = captureLogsForTests();
    onTestFinished(() => logs.restore());
    const attempts: number[] = [];
    let fail = true;
    await worker({
      queues: [q],
      handlers: {
        [q.name]: async () => {
          attempts.push(Date.now());
          if (fail) throw new Error(`provider down (attempt ${attempts.length})`);
        },
      },
    });
    const id = (await enqueue(db, q.name as QueueName, { subject: 9 }))!;
    await vi.waitFor(async () => expect(await jobState(id)).toBe("failed"), { timeout: 9000, interval: 100 });
    expect(attempts).toHaveLength(3);
    expect(logs.entries().filter((e) => e.event === "jobs.failed")).toHaveLength(3);
    // Backoff: 1-2 s after the first failure, 2-4 s after the second.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);

    const { admin, adminToken, hunterToken } = await roleFixtures();
    const overview = await jobsOverview(toPublicUser(admin));
    expect(overview.problems).toContainEqual(
      expect.objectContaining({ id, queue: q.name, state: "dead", attempts: 3, maxAttempts: 3, lastError: "provider down (attempt 3)" }),
    );
    const viaRoute = await call<JobsOverview>(jobsGET, { token: adminToken });
    expect(viaRoute.status).toBe(200);
    expect(viaRoute.json.problems.map((p) => p.id)).toContain(id);
    expect(viaRoute.json.queues.find((x) => x.name === "bookings.reservation-sweep")).toMatchObject({ schedule: "* * * * *" });
    expect((await call(jobsGET, { token: hunterToken })).status).toBe(403);

    // Retry: one more try, which now succeeds.
    fail = false;
    await retryDeadJob(toPublicUser(admin), { queue: q.name, id });
    await vi.waitFor(async () => expect(await jobState(id)).toBe("completed"), { timeout: 4000, interval: 100 });
    expect(attempts).toHaveLength(4);
    await expect(retryDeadJob(toPublicUser(admin), { queue: q.name, id })).rejects.toMatchObject({ status: 404 });

    // Discard: a dead job is deleted.
    const other = (await enqueue(db, q.name as QueueName, { subject: 10 }, { startAfter: new Date(Date.now() + 3600_000) }))!;
    await expect(discardDeadJob(toPublicUser(admin), { queue: q.name, id: other })).rejects.toMatchObject({ status: 404 }); // not dead
    await db.execute(sql`UPDATE pgboss.job SET state = 'failed', completed_on = now() WHERE id = ${other}::uuid`);
    await discardDeadJob(toPublicUser(admin), { queue: q.name, id: other });
    expect(await jobState(other)).toBeUndefined();
  });
});
