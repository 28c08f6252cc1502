import PgBoss from "pg-boss";
import { sql, type SQL } from "drizzle-orm";
import { db as defaultDb, dbClient, queryRows, type DbOrTx } from "@/db";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { DEAD_KEPT_SECONDS, QUEUE_LIST, QUEUES, type QueueName, type QueueSpec } from "./queues";

/**
 * The job engine: pg-boss 10 on the app's PostgreSQL (its tables live in the `pgboss` schema,
 * created and migrated by pg-boss itself from db/migrate.ts). On PostgreSQL a worker has its own
 * small pg pool; on the embedded PGlite (one in-process connection) pg-boss runs through its
 * documented `db` option, an `executeSql(text, values)` over the PGlite client. Jobs are enqueued
 * through the same option over a Drizzle transaction, so a job exists exactly when the change that
 * causes it commits.
 */
export const JOB_SCHEMA = "pgboss";

export type BossDb = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** pg-boss's positional SQL ($1 …) as a Drizzle query, so it runs on the caller's executor. */
export function bossSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else {
      const v = values[Number(part) - 1];
      // One bound parameter each (sql.param: an array stays one array parameter, not a list).
      chunks.push(
        sql`${sql.param(v !== null && typeof v === "object" && !(v instanceof Date) && !Array.isArray(v) ? JSON.stringify(v) : (v ?? null))}`,
      );
    }
  });
  return sql.join(chunks, sql.raw(""));
}

/** pg-boss's `db` over a Drizzle database or transaction: single statements only (sends, admin reads). */
export function bossDbFor(executor: DbOrTx): BossDb {
  return { executeSql: async (text, values) => ({ rows: await queryRows(executor, bossSql(text, values)) }) };
}

type PgliteLike = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  exec: (text: string) => Promise<{ rows: unknown[]; fields: unknown[] }[]>;
};

/**
 * pg-boss's whole `db` on the embedded database: parameterised statements through PGlite's query,
 * and pg-boss's few multi-statement texts (its migrations, taken under an advisory lock) through
 * exec. The client is looked up on every call, so a replaced client (tests) is followed.
 */
function pgliteBossDb(): BossDb {
  const client = () => (dbClient().db as unknown as { $client: PgliteLike }).$client;
  return {
    executeSql: async (text, values) => {
      if (values && values.length) return client().query(text, values);
      const results = await client().exec(text);
      return [...results].reverse().find((r) => r.fields.length > 0) ?? results.at(-1) ?? { rows: [] };
    },
  };
}

/** Connection settings for a pg-boss instance that polls, schedules and maintains. */
function workerConnection(poolSize: number): Partial<PgBoss.ConstructorOptions> {
  const c = dbClient();
  if (c.kind === "pglite") return { db: pgliteBossDb() as PgBoss.Db };
  return { connectionString: process.env.DATABASE_URL, max: poolSize };
}

const holder = globalThis as { __ridgelineSender?: PgBoss };

/** A pg-boss that is never started: it only writes jobs through the executor each call passes. */
function sender(): PgBoss {
  holder.__ridgelineSender ??= new PgBoss({ db: bossDbFor(defaultDb) as PgBoss.Db, schema: JOB_SCHEMA });
  return holder.__ridgelineSender;
}

/** pg-boss for reads and commands on the app's own connection (the admin page). */
export function bossOnAppDb(): PgBoss {
  return sender();
}

export type EnqueueOptions = {
  /** One waiting job per key in a keyed ("short") queue: the same subject is not queued twice. */
  singletonKey?: string;
  startAfter?: Date;
};

/**
 * Adds a job with the caller's transaction (or the database): it exists exactly when the change
 * that causes it commits, and a rolled-back change enqueues nothing. Answers the job id, or null
 * when a waiting job with the same singleton key was already there.
 */
export async function enqueue(executor: DbOrTx, name: QueueName, data: object, opts: EnqueueOptions = {}): Promise<string | null> {
  return sender().send(name, data, { ...opts, db: bossDbFor(executor) as PgBoss.Db });
}

/** Several jobs with one statement (a broadcast's e-mails). */
export async function enqueueMany(
  executor: DbOrTx,
  name: QueueName,
  jobs: { data: object; singletonKey?: string; startAfter?: Date }[],
): Promise<void> {
  if (jobs.length === 0) return;
  await sender().insert(
    jobs.map((j) => ({ name, data: j.data, singletonKey: j.singletonKey, startAfter: j.startAfter })),
    { db: bossDbFor(executor) as PgBoss.Db } as never,
  );
}

/** EMAIL_RETRY_SCALE shortens the e-mail job's expiry and retry waits with the e-mail waits (the fault test). */
const scaled = (q: QueueSpec, seconds: number) =>
  q.name === QUEUES.emailDeliver.name ? Math.max(1, Math.round(seconds / config().EMAIL_RETRY_SCALE)) : seconds;

function queueOptions(q: QueueSpec): PgBoss.Queue {
  return {
    name: q.name,
    policy: q.policy,
    retryLimit: q.retryLimit,
    retryDelay: scaled(q, q.retryDelay),
    retryBackoff: q.retryBackoff,
    expireInSeconds: scaled(q, q.expireInSeconds),
  };
}

/**
 * Creates the missing queues and updates every queue's options and schedule (idempotent). Two
 * instances starting together may both create a new queue, and pg-boss's create_queue (a table per
 * queue, attached as a partition) can then deadlock one of them: that one tries again.
 */
export async function ensureQueues(boss: PgBoss, queues: QueueSpec[] = QUEUE_LIST) {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const q of queues) {
    for (let attempt = 1; !existing.has(q.name); attempt++) {
      try {
        await boss.createQueue(q.name, queueOptions(q));
        existing.add(q.name);
      } catch (err) {
        if ((err as { code?: string }).code !== "40P01" || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt));
        existing.clear();
        for (const x of await boss.getQueues()) existing.add(x.name);
      }
    }
    await boss.updateQueue(q.name, queueOptions(q));
    if (q.cron) await boss.schedule(q.name, q.cron, {}, { tz: "UTC" });
  }
}

/**
 * Creates pg-boss's schema (pg-boss migrates its own tables at start) and every queue: run by
 * db/migrate.ts, so web instances can enqueue before any worker has started.
 */
export async function ensureJobSchema() {
  const boss = new PgBoss({ ...workerConnection(1), schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false });
  boss.on("error", (err) => log.error("jobs.engine_error", { err }));
  await boss.start();
  try {
    await ensureQueues(boss);
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true });
  }
}

export type JobHandler = (data: Record<string, unknown>, job: { id: string; name: string; retryCount?: number }) => Promise<unknown>;

export type WorkerOptions = {
  handlers: Partial<Record<string, JobHandler>>;
  /** Queues to create and work (default: all). */
  queues?: QueueSpec[];
  /** How often an idle queue is polled (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often expired runs are retried, failed ones moved to the dead letter, old ones archived. */
  maintenanceIntervalSeconds?: number;
  /** How often schedules are checked (one instance per interval sends the tick's jobs). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  poolSize?: number;
  /** pg-boss's connection instead of the default one (tests: a connection that can be cut as a killed process's is). */
  db?: BossDb;
};

export type JobWorker = { boss: PgBoss; stop: (opts?: { graceful?: boolean }) => Promise<void> };

/**
 * Starts a worker: pg-boss polls each queue, runs its handler (a throw is a failure: retried with
 * the queue's backoff, then moved to the dead-letter queue), sends each schedule's job once per
 * tick across every worker, and retries runs whose worker died (expired). Any number may run.
 */
export async function startJobWorker(opts: WorkerOptions): Promise<JobWorker> {
  const boss = new PgBoss({
    ...(opts.db ? { db: opts.db as PgBoss.Db } : workerConnection(opts.poolSize ?? 4)),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? Math.max(1, Math.round(60 / config().EMAIL_RETRY_SCALE)),
    cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: opts.cronWorkerIntervalSeconds ?? 5,
    archiveCompletedAfterSeconds: 12 * 3600,
    archiveFailedAfterSeconds: DEAD_KEPT_SECONDS,
    deleteAfterDays: 7,
  } as PgBoss.ConstructorOptions);
  let failing = false;
  boss.on("error", (err) => {
    // Once per outage, not once per poll.
    if (!failing) log.error("jobs.engine_error", { err });
    failing = true;
  });
  await boss.start();
  const queues = opts.queues ?? QUEUE_LIST;
  await ensureQueues(boss, queues);
  for (const q of queues) {
    const handler = opts.handlers[q.name];
    if (!handler) continue;
    // Scheduled jobs are due once a minute at most: a 5 s look is soon enough, and on the embedded
    // database (one connection) fewer polls leave more room for requests. One-off jobs (e-mail
    // attempts) every 2 s, or 0.5 s when EMAIL_RETRY_SCALE shortens their backoff, a few at a time.
    // The embedded database has one connection for requests and polls alike: it polls a third as often.
    const embedded = config().embedded;
    const polling = opts.pollingIntervalSeconds ?? (q.cron ? (embedded ? 15 : 5) : config().EMAIL_RETRY_SCALE > 1 ? 0.5 : embedded ? 5 : 2);
    const batchSize = q.cron ? 1 : 5;
    await boss.work(q.name, { pollingIntervalSeconds: polling, batchSize }, async (jobs) => {
      failing = false;
      const outputs: unknown[] = [];
      for (const job of jobs) {
        try {
          outputs.push(await handler((job.data ?? {}) as Record<string, unknown>, job as never));
        } catch (err) {
          log.error("jobs.failed", { job: q.name, jobId: job.id, err });
          // Failed alone: pg-boss completes the batch's other jobs, which are still active.
          if (jobs.length === 1) throw err;
          await boss.fail(q.name, job.id, { message: err instanceof Error ? err.message : String(err) });
        }
      }
      return jobs.length === 1 ? outputs[0] : outputs;
    });
  }
  return {
    boss,
    stop: ({ graceful = true } = {}) => boss.stop({ graceful, wait: true, timeout: 5_000, close: true }),
  };
}
