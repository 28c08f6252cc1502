import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { Resend } from "resend";
import { db, type DbOrTx } from "@/db";
import { emailOutbox } from "@/db/schema";
import { config } from "@/lib/config";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { log } from "@/lib/log";

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Attempts an e-mail gets before it is "failed" and waits for the admin's Retry. */
export const EMAIL_MAX_ATTEMPTS = 8;
/** The wait after failed attempt n (1-based): 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 6 h. */
export const EMAIL_RETRY_DELAYS_MS = [1, 5, 15, 30, 60, 120, 360].map((m) => m * 60_000);
/** The wait after failed attempt n, divided by EMAIL_RETRY_SCALE. */
export const emailRetryDelayMs = (attempt: number) => EMAIL_RETRY_DELAYS_MS[attempt - 1]! / config().EMAIL_RETRY_SCALE;
/**
 * While an attempt runs its row is leased for this long: the worker leaves it alone, and if the
 * sender dies mid-attempt the worker takes it up once the lease has passed.
 */
export const EMAIL_ATTEMPT_LEASE_MS = 2 * 60_000;
/** The lease, divided by EMAIL_RETRY_SCALE like the waits (the fault test's killed sender). */
const attemptLeaseMs = () => EMAIL_ATTEMPT_LEASE_MS / config().EMAIL_RETRY_SCALE;

export type AttemptOutcome = "sent" | "retrying" | "failed";

/** The idempotency key Resend deduplicates on: the same for every attempt of one outbox row. */
export const idempotencyKeyFor = (outboxId: number) => `ridgeline-email-${outboxId}`;

/**
 * Makes one delivery attempt of a leased outbox row through Resend and records its outcome:
 * "sent"; "retrying" with the next attempt scheduled by the backoff; or "failed" after the last
 * attempt. Every attempt carries the row's idempotency key, so an attempt whose answer was lost
 * (sent, but the reply never came) is not delivered a second time by the retry. Never throws.
 */
export async function attemptDelivery(
  row: Pick<OutboxRow, "id" | "toEmail" | "subject" | "html" | "text" | "template" | "attempts" | "nextAttemptAt" | "headers">,
  now = new Date(),
): Promise<AttemptOutcome> {
  const cfg = config();
  const attempts = row.attempts + 1;
  // The outcome is written only while this attempt still holds the row's lease (its lease time is
  // still the row's next attempt time): if the provider took longer than the lease, the worker may
  // have taken the row up again, and that attempt's outcome is the one to keep.
  const leased = and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, "queued"),
    row.nextAttemptAt ? eq(emailOutbox.nextAttemptAt, row.nextAttemptAt) : isNull(emailOutbox.nextAttemptAt),
  );
  const record = async (values: Partial<OutboxRow>) => {
    await db.transaction(async (tx) => {
      const written = await tx.update(emailOutbox).set(values).where(leased).returning({ id: emailOutbox.id });
      if (written.length === 0) log.warn("email.lease-lost", { outboxId: row.id, template: row.template, attempt: attempts });
      // The next attempt is a job at its time, written with the outcome that schedules it.
      else if (values.status === "queued" && values.nextAttemptAt) await enqueueDelivery(tx, row.id, values.nextAttemptAt);
    });
  };
  try {
    if (!cfg.RESEND_API_KEY) throw new Error("RESEND_API_KEY is not set");
    // The SDK reads RESEND_BASE_URL itself; tests point it at a local fake server.
    const resend = new Resend(cfg.RESEND_API_KEY);
    const { data, error } = await resend.emails.send(
      {
        from: cfg.EMAIL_FROM,
        to: row.toEmail,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(row.headers ? { headers: row.headers } : {}),
      },
      { idempotencyKey: idempotencyKeyFor(row.id) },
    );
    if (error) throw new Error(error.message);
    await record({ status: "sent", attempts, nextAttemptAt: null, error: null, providerMessageId: data?.id ?? null, sentAt: new Date() });
    return "sent";
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const last = attempts >= EMAIL_MAX_ATTEMPTS;
    const nextAttemptAt = last ? null : new Date(now.getTime() + emailRetryDelayMs(attempts));
    log.error("email.failed", { outboxId: row.id, template: row.template, provider: "resend", attempt: attempts, willRetry: !last, err });
    await record({ status: last ? "failed" : "queued", attempts, nextAttemptAt, error: message });
    return last ? "failed" : "retrying";
  }
}

/**
 * Takes up to `limit` due provider e-mails and attempts each once. Each row is claimed with
 * FOR UPDATE SKIP LOCKED and leased in the same statement just before its attempt (not all at
 * the start, where a slow provider would let the last rows' leases lapse before their turn), so
 * any number of instances may run this at once and no e-mail is attempted twice at the same time.
 */
export async function deliverDueEmails(now = new Date(), limit = 25): Promise<Record<AttemptOutcome, number>> {
  const counts: Record<AttemptOutcome, number> = { sent: 0, retrying: 0, failed: 0 };
  if (!config().RESEND_API_KEY) return counts;
  for (let n = 0; n < limit; n++) {
    // Due by `now`; leased (and backed off) from when this row's attempt is actually made.
    const at = new Date(Math.max(now.getTime(), Date.now()));
    const [row] = await claim(at, dueBy(now));
    if (!row) break;
    counts[await attemptDelivery(row, at)]++;
  }
  return counts;
}

const dueBy = (at: Date) =>
  and(
    eq(emailOutbox.status, "queued"),
    eq(emailOutbox.provider, "resend"),
    isNotNull(emailOutbox.nextAttemptAt),
    lte(emailOutbox.nextAttemptAt, at),
  );

/** Leases the first row matching `where` that no one else holds, for one attempt. */
function claim(at: Date, where: SQL | undefined): Promise<OutboxRow[]> {
  const one = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(where)
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(at.getTime() + attemptLeaseMs()) })
    .where(inArray(emailOutbox.id, one))
    .returning();
}

/**
 * The delivery job of one outbox row at `at`: keyed by the row, so a row has one waiting job. A
 * waiting job of the row due at another time (the fallback written with the row) is replaced, so
 * the next attempt runs at the time the backoff set, never later (pg-boss keeps the first of two
 * waiting jobs with one key and has no call to move one: its job table is written directly here).
 */
export async function enqueueDelivery(executor: DbOrTx, outboxId: number, at?: Date) {
  await executor.execute(
    sql`DELETE FROM pgboss.job WHERE name = ${QUEUES.emailDeliver.name} AND singleton_key = ${deliveryKey(outboxId)} AND state = 'created'`,
  );
  return enqueue(executor, QUEUES.emailDeliver.name, { outboxId }, { singletonKey: deliveryKey(outboxId), startAfter: at });
}

export const deliveryKey = (outboxId: number) => `email-${outboxId}`;

/**
 * The email.deliver job: one attempt of one outbox row if it is due and no one holds it. A row
 * leased by another attempt (the first one, made right after the commit) or not yet due gets its
 * job again at its next attempt time; a row sent or failed meanwhile needs nothing.
 */
export async function deliverOutboxEmail(outboxId: number): Promise<AttemptOutcome | "not-due" | "done"> {
  if (!config().RESEND_API_KEY) return "done";
  const at = new Date();
  const [row] = await claim(at, and(eq(emailOutbox.id, outboxId), dueBy(at)));
  if (row) return attemptDelivery(row, at);
  const [now] = await db
    .select({ status: emailOutbox.status, nextAttemptAt: emailOutbox.nextAttemptAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.provider, "resend")));
  if (now?.status !== "queued" || !now.nextAttemptAt) return "done";
  await enqueueDelivery(db, outboxId, now.nextAttemptAt);
  return "not-due";
}

/** First attempts made at once after a commit (a broadcast enqueues one e-mail per recipient). */
const AFTER_COMMIT_CONCURRENCY = 4;

/**
 * Attempts each of the given e-mails once, a few at a time, if still due and unclaimed: the
 * first attempt of e-mails enqueued within a transaction, after it committed. Each is leased (the
 * worker's lease) just before its own attempt. Answers the outcome of each e-mail it attempted.
 */
export async function deliverEnqueuedEmails(ids: number[]): Promise<Map<number, AttemptOutcome>> {
  const outcomes = new Map<number, AttemptOutcome>();
  const queue = [...ids].sort((a, b) => a - b);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      // Each attempt's lease and backoff count from when that attempt is made.
      const at = new Date();
      const [row] = await claim(at, and(eq(emailOutbox.id, id), dueBy(at)));
      if (row) outcomes.set(row.id, await attemptDelivery(row, at));
    }
  };
  await Promise.all(Array.from({ length: Math.min(AFTER_COMMIT_CONCURRENCY, queue.length) }, worker));
  return outcomes;
}

/** Queues a failed e-mail again with a fresh set of attempts and makes the first one now. */
export async function requeueFailedEmail(id: number, now = new Date()): Promise<{ row: OutboxRow | undefined; outcome?: AttemptOutcome }> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "queued", attempts: 0, error: null, nextAttemptAt: new Date(now.getTime() + attemptLeaseMs()) })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed"), eq(emailOutbox.provider, "resend")))
    .returning();
  if (!row) return { row };
  return { row, outcome: await attemptDelivery(row, now) };
}
