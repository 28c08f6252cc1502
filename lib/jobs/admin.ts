import "server-only";
import cronParser from "cron-parser";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { CurrentUser } from "@/lib/auth/current-user";
import { notFound } from "@/lib/http/errors";
import { bossOnAppDb } from "./engine";
import { QUEUE_LIST } from "./queues";
import type { JobRefInput } from "./schema";

export type QueueOverview = {
  name: string;
  description: string;
  /** The cron expression (UTC), null for jobs enqueued by a change (e-mail attempts). */
  schedule: string | null;
  nextRunAt: string | null;
  retryLimit: number;
  /** Waiting (created, and failed once and waiting for their retry), running, dead. */
  waiting: number;
  retrying: number;
  active: number;
  dead: number;
};

export type JobProblem = {
  id: string;
  queue: string;
  /** "retrying": failed, waiting for its next try; "dead": failed its last try. */
  state: "retrying" | "dead";
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** When it failed last (dead) or runs again (retrying). */
  at: string;
  data: unknown;
};

export type JobsOverview = { queues: QueueOverview[]; problems: JobProblem[] };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * What the admin's Jobs page shows: each job type's queue depth, the next run of each schedule,
 * and the newest failed jobs (retrying, and dead: failed their last retry) with their last error.
 * Read from pg-boss's own tables (pgboss.job, kept there until archived).
 */
export async function jobsOverview(actor: CurrentUser | null, now = new Date()): Promise<JobsOverview> {
  requireAdmin(actor);
  const counts = await queryRows<{ name: string; state: string; n: number | string }>(
    db,
    sql`SELECT name, state::text AS state, count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
  );
  const count = (name: string, state: string) => Number(counts.find((c) => c.name === name && c.state === state)?.n ?? 0);
  const queues = QUEUE_LIST.map((q) => ({
    name: q.name,
    description: q.description,
    schedule: q.cron ?? null,
    nextRunAt: q.cron ? cronParser.parseExpression(q.cron, { tz: "UTC", currentDate: now }).next().toDate().toISOString() : null,
    retryLimit: q.retryLimit,
    waiting: count(q.name, "created"),
    retrying: count(q.name, "retry"),
    active: count(q.name, "active"),
    dead: count(q.name, "failed"),
  }));
  const rows = await queryRows<{
    id: string;
    name: string;
    state: string;
    retry_count: number;
    retry_limit: number;
    output: { message?: string } | null;
    start_after: Date | string;
    completed_on: Date | string | null;
    data: unknown;
  }>(
    db,
    sql`SELECT id::text AS id, name, state::text AS state, retry_count, retry_limit, output, start_after, completed_on, data
          FROM pgboss.job WHERE state IN ('retry', 'failed')
         ORDER BY coalesce(completed_on, start_after) DESC LIMIT 100`,
  );
  const problems = rows.map((r): JobProblem => ({
    id: r.id,
    queue: r.name,
    state: r.state === "failed" ? "dead" : "retrying",
    attempts: r.state === "failed" ? r.retry_count + 1 : r.retry_count,
    maxAttempts: r.retry_limit + 1,
    lastError: typeof r.output?.message === "string" ? r.output.message.slice(0, 500) : null,
    at: iso(r.state === "failed" ? (r.completed_on ?? r.start_after) : r.start_after)!,
    data: r.data,
  }));
  return { queues, problems };
}

/** Retry on the Jobs page: a dead job is queued again for one more try, at once. */
export async function retryDeadJob(actor: CurrentUser | null, ref: JobRefInput): Promise<{ message: string }> {
  requireAdmin(actor);
  // pg-boss 10 answers { affected } (its types say void).
  const r = (await bossOnAppDb().retry(ref.queue, ref.id)) as unknown as { affected: number };
  if (!r.affected) throw notFound("Job not found (it is not dead, or was discarded)");
  return { message: "The job is queued again." };
}

/** Discard on the Jobs page: a dead job is deleted and never runs again. */
export async function discardDeadJob(actor: CurrentUser | null, ref: JobRefInput): Promise<{ message: string }> {
  requireAdmin(actor);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM pgboss.job WHERE name = ${ref.queue} AND id = ${ref.id}::uuid AND state = 'failed' RETURNING id::text AS id`,
  );
  if (rows.length === 0) throw notFound("Job not found (it is not dead, or was discarded)");
  return { message: "The job is discarded." };
}
