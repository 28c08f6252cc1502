/**
 * Phase g of test:faults: the job engine's cases across two `next start` instances on one
 * PostgreSQL (EMAIL_RETRY_SCALE shortens the e-mail job's waits, lease and expiry):
 *   g1 jobs set for a future time (e-mail retries) run at that time, not before, on either instance;
 *   g2 an instance SIGKILLed in the middle of a job: the job runs again on the other instance, and
 *      its effect happens once (the retry carries the same idempotency key);
 *   g3 a job that always fails retries with growing waits and ends dead, shown with its error by
 *      the admin API of either instance.
 */
import { execFileSync } from "node:child_process";
import { eq, gt, max, sql } from "drizzle-orm";
import { db, queryRows } from "../../db";
import { emailOutbox } from "../../db/schema";
import { createAdmin, createHunter } from "../../seed/factories";
import { issueApiToken } from "../../lib/auth/api-tokens";
import { toPublicUser } from "../../lib/users/public-user";
import { enqueue } from "../../lib/jobs/engine";
import { discardDeadJob } from "../../lib/jobs/admin";
import { QUEUES } from "../../lib/jobs/queues";
import type { startFakeResend } from "./faults-email";
import { send, sleep, type AppServer } from "./servers";

type Fake = Awaited<ReturnType<typeof startFakeResend>>;
type Input = {
  servers: AppServer[];
  fake: Fake;
  outfitterId: number;
  /** Starts a server again on a killed one's port, with its environment. */
  restart: (killed: AppServer) => Promise<AppServer>;
};
type Result = { breaches: string[]; rows: Record<string, string | number>[] };

const keyOf = (outboxId: number) => `ridgeline-email-${outboxId}`;

async function until<T>(ms: number, probe: () => Promise<T | null | undefined | false>): Promise<T | null> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await probe();
    if (v) return v;
    await sleep(100);
  }
  return null;
}

/** Sends one message per server (a new hunter each, so each owes the outfitter an e-mail) while the provider is down; answers their outbox rows once each first attempt has failed. */
async function emailsWaitingForRetry(input: Input, count: number, tag: string): Promise<{ ids: number[]; breaches: string[] }> {
  const breaches: string[] = [];
  const [{ last }] = await db.select({ last: max(emailOutbox.id) }).from(emailOutbox);
  for (let i = 0; i < count; i++) {
    const hunter = await createHunter();
    const server = input.servers[i % input.servers.length]!;
    const sent = await send(server.port, "POST", "/api/messages", {
      token: await issueApiToken(hunter.id),
      body: { receiverId: input.outfitterId, content: `Is the ${tag} week still open? (${i})` },
    });
    if (sent.status !== 201) breaches.push(`message ${i} on ${server.port}: ${sent.status} ${sent.text.slice(0, 120)}`);
  }
  const ids =
    (await until(10_000, async () => {
      const rows = await db
        .select({ id: emailOutbox.id, attempts: emailOutbox.attempts })
        .from(emailOutbox)
        .where(gt(emailOutbox.id, last ?? 0));
      const failedOnce = rows.filter((r) => r.attempts >= 1).map((r) => r.id);
      return failedOnce.length >= count ? failedOnce : null;
    })) ?? [];
  if (ids.length < count) breaches.push(`${ids.length} of ${count} e-mails waited for a retry`);
  return { ids, breaches };
}

const retryJobStart = async (outboxId: number) =>
  (
    await queryRows<{ at: Date | string }>(
      db,
      sql`SELECT start_after AS at FROM pgboss.job WHERE name = ${QUEUES.emailDeliver.name} AND singleton_key = ${`email-${outboxId}`} AND state = 'created'`,
    )
  )[0]?.at;

/** g1: each retry job runs at its time, not before, and soon after (a 0.5 s poll on a busy machine). */
export async function checkFutureJobs(input: Input): Promise<Result> {
  const breaches: string[] = [];
  input.fake.setUp(false);
  const waiting = await emailsWaitingForRetry(input, 4, "future");
  breaches.push(...waiting.breaches);
  const due = new Map<number, number>();
  for (const id of waiting.ids) {
    const at = await retryJobStart(id);
    if (at) due.set(id, new Date(at).getTime());
    else breaches.push(`e-mail ${id} has no retry job waiting`);
  }
  input.fake.setUp(true);
  await until(20_000, async () => waiting.ids.every((id) => input.fake.deliveries.has(keyOf(id))));
  let latest = 0;
  for (const [id, at] of due) {
    const delivered = input.fake.firstDeliveredAt.get(keyOf(id));
    if (delivered === undefined) breaches.push(`e-mail ${id}: its retry job due at ${new Date(at).toISOString()} never ran`);
    else if (delivered < at - 50) breaches.push(`e-mail ${id}: delivered ${at - delivered} ms before its job was due`);
    else if (delivered > at + 5000) breaches.push(`e-mail ${id}: delivered ${delivered - at} ms after its job was due`);
    else latest = Math.max(latest, delivered - at);
  }
  return { breaches, rows: [{ phase: "g1: retry jobs at a future time, two instances", requests: due.size, "max ms": latest }] };
}

/** The pid owning the client side of a connection, by its local port (ss -p). */
function pidOfLocalPort(port: number): number | null {
  const out = execFileSync("ss", ["-Htnp", "state", "established", `( sport = :${port} )`], { encoding: "utf8" });
  const m = /pid=(\d+)/.exec(out);
  return m ? Number(m[1]) : null;
}

/** g2: SIGKILL the instance whose worker is inside a delivery job; the other instance runs it again, one e-mail. */
export async function checkKilledWorker(input: Input): Promise<Result & { servers: AppServer[] }> {
  const breaches: string[] = [];
  let servers = input.servers;
  input.fake.setUp(false);
  const waiting = await emailsWaitingForRetry(input, 1, "killed");
  breaches.push(...waiting.breaches);
  const id = waiting.ids[0];
  if (id === undefined) return { breaches, rows: [], servers };
  input.fake.hang();
  const call = await until(15_000, async () => input.fake.hung.find((h) => h.key === keyOf(id)));
  if (!call) {
    input.fake.setUp(true);
    return { breaches: [...breaches, `e-mail ${id}: no worker started its retry job within 15 s`], rows: [], servers };
  }
  const pid = pidOfLocalPort(call.remotePort);
  const victim = servers.find((s) => s.child.pid === pid);
  if (!victim) {
    input.fake.setUp(true);
    return { breaches: [...breaches, `the sender of e-mail ${id} (pid ${pid}) is not one of the instances`], rows: [], servers };
  }
  const killedAt = Date.now();
  process.kill(victim.child.pid!, "SIGKILL");
  await victim.exit;
  input.fake.setUp(true);
  const delivered = await until(60_000, async () => input.fake.firstDeliveredAt.get(keyOf(id)));
  const [row] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!delivered) breaches.push(`e-mail ${id}: not delivered 60 s after its sender was killed (${row?.status})`);
  const answered = input.fake.deliveries.get(keyOf(id)) ?? 0;
  if (answered > 1) breaches.push(`e-mail ${id}: delivered ${answered} times after the kill`);
  if (row?.status !== "sent") breaches.push(`e-mail ${id}: outbox row is ${row?.status}, not sent`);
  // The killed call and the rerun carry one idempotency key: the provider keeps one e-mail.
  const calls = input.fake.hung.filter((h) => h.key === keyOf(id)).length + answered;
  const restarted = await input.restart(victim);
  servers = servers.map((s) => (s === victim ? restarted : s));
  return {
    breaches,
    servers,
    rows: [
      {
        phase: `g2: instance ${victim.port} SIGKILLed mid-job, rerun on the other (${calls} calls, 1 key)`,
        requests: 1,
        "max ms": delivered ? delivered - killedAt : -1,
      },
    ],
  };
}

/** g3: a poison job (its outbox id is not a number) fails each try with growing waits, then is dead on the admin API. */
export async function checkDeadJob(input: Input): Promise<Result> {
  const breaches: string[] = [];
  const q = QUEUES.emailDeliver;
  const jobId = await enqueue(db, q.name, { outboxId: "not-a-row" }, { singletonKey: `email-poison-${Date.now()}` });
  if (!jobId) return { breaches: ["the poison job was not enqueued"], rows: [] };
  const admin = await createAdmin();
  const token = await issueApiToken(admin.id);
  const problem = async (server: AppServer) => {
    const r = await send(server.port, "GET", "/api/admin/jobs", { token });
    const problems = (r.body.problems ?? []) as {
      id: string;
      state: string;
      attempts: number;
      maxAttempts: number;
      lastError: string | null;
    }[];
    return problems.find((p) => p.id === jobId);
  };
  const dead = await until(60_000, async () => {
    const p = await problem(input.servers[0]!);
    return p?.state === "dead" ? p : null;
  });
  const elsewhere = await problem(input.servers[1]!);
  if (!dead) breaches.push(`the failing job is not dead on the admin API 60 s later`);
  else {
    if (dead.attempts !== q.retryLimit + 1 || dead.maxAttempts !== q.retryLimit + 1)
      breaches.push(`dead after ${dead.attempts} of ${dead.maxAttempts} tries, not ${q.retryLimit + 1}`);
    if (!dead.lastError) breaches.push("the dead job shows no error");
  }
  if (elsewhere?.state !== "dead") breaches.push(`the other instance's admin API shows it ${elsewhere?.state ?? "nowhere"}`);
  // Each try is a jobs.failed log line of the instance that ran it: the waits between them grow.
  const tries = input.servers
    .flatMap((s) => s.output)
    .flatMap((line) => {
      try {
        const e = JSON.parse(line) as { event?: string; jobId?: string; time?: string };
        return e.event === "jobs.failed" && e.jobId === jobId && e.time ? [new Date(e.time).getTime()] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a - b);
  const gaps = tries.slice(1).map((t, i) => t - tries[i]!);
  if (tries.length !== q.retryLimit + 1) breaches.push(`${tries.length} failed tries logged, not ${q.retryLimit + 1}`);
  if (gaps.some((g, i) => i > 0 && g < gaps[i - 1]! * 0.75)) breaches.push(`the waits between tries do not grow: ${gaps.join(", ")} ms`);
  if (dead) await discardDeadJob(toPublicUser(admin), { queue: q.name, id: jobId });
  const gone = await problem(input.servers[1]!);
  if (gone) breaches.push("a discarded dead job is still listed");
  return {
    breaches,
    rows: [{ phase: `g3: failing job retried (waits ${gaps.join("/")} ms), dead on both admin APIs`, requests: tries.length }],
  };
}

export async function checkJobCasesAcrossInstances(input: Input): Promise<Result & { servers: AppServer[] }> {
  const future = await checkFutureJobs(input);
  const killed = await checkKilledWorker(input);
  const dead = await checkDeadJob({ ...input, servers: killed.servers });
  return {
    breaches: [
      ...future.breaches.map((b) => `g1: ${b}`),
      ...killed.breaches.map((b) => `g2: ${b}`),
      ...dead.breaches.map((b) => `g3: ${b}`),
    ],
    rows: [...future.rows, ...killed.rows, ...dead.rows],
    servers: killed.servers,
  };
}
