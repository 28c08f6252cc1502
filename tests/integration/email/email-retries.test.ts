import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, queryRows } from "@/db";
import { emailOutbox } from "@/db/schema";
import { createAdmin, createHunter } from "@/seed/factories";
import { IDLE } from "@/lib/actions/state";
import { retryEmailAction } from "@/lib/email/admin-actions";
import { NO_PROVIDER_TO_RETRY } from "@/lib/email/diagnostics";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { resetConfigForTests } from "@/lib/config";
import {
  deliverDueEmails,
  deliverOutboxEmail,
  EMAIL_ATTEMPT_LEASE_MS,
  EMAIL_MAX_ATTEMPTS,
  EMAIL_RETRY_DELAYS_MS,
  idempotencyKeyFor,
} from "@/lib/email/delivery";
import { enqueueEmail } from "@/lib/email";
import { passwordResetEmail } from "@/lib/email/templates";
import { captureLogsForTests } from "@/lib/log";
import { POST as retryPOST } from "@/app/api/admin/email-outbox/[id]/retry/route";
import { GET as outboxGET } from "@/app/api/admin/email-outbox/route";
import { call } from "../../support/http";
import { callAs } from "../../support/next-headers";
import { sendNow } from "../../support/outbox";

vi.mock("next/headers", () => import("../../support/next-headers"));

/**
 * A fake Resend that, like Resend, delivers each idempotency key once: a repeat of a key it has
 * delivered answers the first answer again. `mode` is "up", "down" (500) or "lost" (delivers,
 * then drops the connection, so the sender never hears it was sent).
 */
let server: Server;
let mode: "up" | "down" | "lost" = "up";
/** When set, the next request waits for it and then answers as it says ("down": a 500). */
let hold: Promise<"up" | "down"> | null = null;
let posts: { key: string | undefined; to: unknown }[] = [];
let delivered = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const key = req.headers["idempotency-key"] as string | undefined;
      posts.push({ key, to: JSON.parse(raw).to });
      if (hold) {
        const held = hold;
        hold = null;
        void held.then((answer) => {
          res.writeHead(answer === "down" ? 500 : 200, { "content-type": "application/json" });
          res.end(JSON.stringify(answer === "down" ? { name: "internal_server_error", message: "Resend is down" } : { id: "re_held" }));
        });
        return;
      }
      if (mode === "down") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ name: "internal_server_error", message: "Resend is down" }));
        return;
      }
      if (key && !delivered.has(key)) delivered.set(key, delivered.size + 1);
      if (mode === "lost") {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `re_${key ? delivered.get(key) : "nokey"}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.RESEND_API_KEY = "re_test_key_retries";
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resetConfigForTests();
});

afterAll(async () => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  resetConfigForTests();
  await new Promise((resolve) => server.close(resolve));
});

let logs: ReturnType<typeof captureLogsForTests>;
beforeEach(() => {
  mode = "up";
  posts = [];
  delivered = new Map();
  logs = captureLogsForTests();
  return () => logs.restore();
});

const row = async (id: number) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const mail = (n: number) => passwordResetEmail(`Rae${n}`, `http://localhost:3000/reset-password?token=t${n}`);
const later = (ms: number, from = Date.now()) => new Date(from + ms);

/** The waiting email.deliver jobs of one outbox row: [start_after]. */
const deliveryJobs = async (outboxId: number) =>
  (
    await queryRows<{ start_after: Date | string }>(
      db,
      sql`SELECT start_after FROM pgboss.job WHERE name = 'email.deliver' AND singleton_key = ${`email-${outboxId}`} AND state = 'created'`,
    )
  ).map((r) => new Date(r.start_after));

describe("delivery attempts as jobs", () => {
  it("each e-mail's delivery job is written with its outbox row, and sends it when the sender died before its attempt", async () => {
    const id = await db.transaction((tx) => enqueueEmail(tx, "job@example.com", mail(40)));
    // The sender died here: no attempt after the commit. The row's job is waiting, keyed by the row.
    expect(await deliveryJobs(id)).toHaveLength(1);
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, "rolled-back@example.com", mail(41));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await queryRows(db, sql`SELECT 1 FROM email_outbox WHERE to_email = 'rolled-back@example.com'`)).toEqual([]);

    expect(await deliverOutboxEmail(id)).toBe("sent");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(posts.map((p) => p.key)).toEqual([idempotencyKeyFor(id)]);
    // A second run of the same job (a worker killed after the send) sends nothing again.
    expect(await deliverOutboxEmail(id)).toBe("done");
    expect(posts).toHaveLength(1);
  });

  it("a refused attempt schedules the next one as a job at its backoff time, replacing the waiting one; a run before it re-queues itself", async () => {
    mode = "down";
    const id = await db.transaction((tx) => enqueueEmail(tx, "job-retry@example.com", mail(42)));
    expect(await deliverOutboxEmail(id)).toBe("retrying");
    // The row's fallback job (due 5 s after it) is replaced by the backoff's: one waiting job, at that time.
    const next = (await row(id)).nextAttemptAt!;
    expect(await deliveryJobs(id)).toEqual([next]);
    // The job run early (a clock ahead): nothing is attempted, the job waits for the row's time again.
    await db.execute(sql`DELETE FROM pgboss.job WHERE singleton_key = ${`email-${id}`}`);
    expect(await deliverOutboxEmail(id)).toBe("not-due");
    expect(await deliveryJobs(id)).toEqual([next]);
    expect(posts).toHaveLength(1);
  });
});

describe("e-mail delivery retries (durable outbox)", () => {
  it("an e-mail sent during an outage is delivered exactly once when the provider is back", async () => {
    mode = "down";
    const sent = await Promise.all([1, 2, 3].map((n) => sendNow(`outage${n}@example.com`, mail(n))));
    expect(sent.map((s) => s.status)).toEqual(["retrying", "retrying", "retrying"]);
    // Not due before its backoff has passed, even with the provider back.
    mode = "up";
    expect(await deliverDueEmails(new Date())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const r = await deliverDueEmails(later(EMAIL_RETRY_DELAYS_MS[0]! + 1000));
    expect(r.sent).toBeGreaterThanOrEqual(3);
    for (const s of sent) expect(await row(s.id)).toMatchObject({ status: "sent", attempts: 2, nextAttemptAt: null, error: null });
    expect(await deliverDueEmails(later(24 * 3600_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Each e-mail reached the provider's mailbox once, every attempt with the row's own key.
    const ids = sent.map((s) => s.id);
    for (const id of ids) {
      const mine = posts.filter((p) => p.key === idempotencyKeyFor(id));
      expect(mine).toHaveLength(2);
      expect(delivered.has(idempotencyKeyFor(id))).toBe(true);
    }
    const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((x) => x.providerMessageId?.startsWith("re_"))).toBe(true);
  });

  it("divides every wait by EMAIL_RETRY_SCALE (the fault test's short run: minutes become seconds)", async () => {
    mode = "down";
    process.env.EMAIL_RETRY_SCALE = "60";
    resetConfigForTests();
    const now = Date.now();
    const { id } = await sendNow("scaled@example.com", mail(8));
    try {
      const first = await row(id);
      expect(first.nextAttemptAt!.getTime() - now).toBeGreaterThanOrEqual(EMAIL_RETRY_DELAYS_MS[0]! / 60 - 50);
      expect(first.nextAttemptAt!.getTime() - now).toBeLessThanOrEqual(EMAIL_RETRY_DELAYS_MS[0]! / 60 + 5_000);
      await deliverDueEmails(new Date(first.nextAttemptAt!.getTime()));
      const second = await row(id);
      expect(second.attempts).toBe(2);
      expect(second.nextAttemptAt!.getTime() - first.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(EMAIL_RETRY_DELAYS_MS[1]! / 60 - 50);
      expect(second.nextAttemptAt!.getTime() - first.nextAttemptAt!.getTime()).toBeLessThanOrEqual(EMAIL_RETRY_DELAYS_MS[1]! / 60 + 5_000);
    } finally {
      delete process.env.EMAIL_RETRY_SCALE;
      resetConfigForTests();
      // Its next attempt falls due within seconds: it must not reach the other cases' worker runs.
      await db.delete(emailOutbox).where(eq(emailOutbox.id, id));
    }
  });

  it("backs off 1 min, 5 min … 6 h and gives up as 'failed' after the last attempt", async () => {
    mode = "down";
    // The first backoff counts from the attempt, which starts after this and ends before sendNow returns.
    let now = Date.now();
    const { id } = await sendNow("never@example.com", mail(9));
    for (let attempt = 1; attempt < EMAIL_MAX_ATTEMPTS; attempt++) {
      const r = await row(id);
      expect(r).toMatchObject({ status: "queued", attempts: attempt });
      const wait = r.nextAttemptAt!.getTime() - now;
      expect(wait).toBeGreaterThanOrEqual(EMAIL_RETRY_DELAYS_MS[attempt - 1]! - 50);
      expect(wait).toBeLessThanOrEqual(EMAIL_RETRY_DELAYS_MS[attempt - 1]! + 5_000);
      // A moment before it is due: nothing; at its time: the next attempt.
      expect((await deliverDueEmails(new Date(r.nextAttemptAt!.getTime() - 1000))).retrying).toBe(0);
      now = r.nextAttemptAt!.getTime();
      await deliverDueEmails(new Date(now));
    }
    expect(await row(id)).toMatchObject({ status: "failed", attempts: EMAIL_MAX_ATTEMPTS, nextAttemptAt: null });
    expect(posts.filter((p) => p.key === idempotencyKeyFor(id))).toHaveLength(EMAIL_MAX_ATTEMPTS);
    // A failed e-mail waits for the admin: the worker leaves it alone.
    expect(await deliverDueEmails(later(30 * 24 * 3600_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const failures = logs.entries().filter((e) => e.event === "email.failed" && e.outboxId === id);
    expect(failures).toHaveLength(EMAIL_MAX_ATTEMPTS);
    expect(failures.at(-1)).toMatchObject({ level: "error", willRetry: false, attempt: EMAIL_MAX_ATTEMPTS });
  });

  it("an attempt whose answer was lost is retried with the same key and not delivered twice", async () => {
    mode = "lost";
    const { id, status } = await sendNow("lost@example.com", mail(4));
    expect(status).toBe("retrying");
    expect(delivered.size).toBe(1);
    mode = "up";
    await deliverDueEmails(later(EMAIL_RETRY_DELAYS_MS[0]! + 1000));
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, providerMessageId: "re_1" });
    expect(posts.map((p) => p.key)).toEqual([idempotencyKeyFor(id), idempotencyKeyFor(id)]);
    expect(delivered.size).toBe(1);
  });

  it("two workers at once take each due e-mail once", async () => {
    mode = "down";
    const sent = await Promise.all([1, 2, 3, 4, 5].map((n) => sendNow(`pair${n}@example.com`, mail(n))));
    mode = "up";
    posts = [];
    const at = later(EMAIL_RETRY_DELAYS_MS[0]! + 1000);
    const [a, b] = await Promise.all([deliverDueEmails(at), deliverDueEmails(at)]);
    expect(a.sent + b.sent).toBe(5);
    for (const s of sent) expect(posts.filter((p) => p.key === idempotencyKeyFor(s.id))).toHaveLength(1);
  });

  it("an e-mail whose sender stopped mid-attempt is sent by the worker once its lease has passed", async () => {
    const [stranded] = await db
      .insert(emailOutbox)
      .values({
        toEmail: "stranded@example.com",
        subject: "Hello",
        template: "notice",
        html: "<p>Hi</p>",
        text: "Hi",
        provider: "resend",
        nextAttemptAt: later(EMAIL_ATTEMPT_LEASE_MS),
      })
      .returning();
    expect((await deliverDueEmails(new Date())).sent).toBe(0);
    expect((await deliverDueEmails(later(EMAIL_ATTEMPT_LEASE_MS + 1000))).sent).toBe(1);
    expect(await row(stranded!.id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("leases", () => {
  const insertDue = (to: string) =>
    db
      .insert(emailOutbox)
      .values({
        toEmail: to,
        subject: "Hello",
        template: "notice",
        html: "<p>Hi</p>",
        text: "Hi",
        provider: "resend",
        nextAttemptAt: later(-1000),
      })
      .returning()
      .then((r) => r[0]!);
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };

  it("leases each e-mail just before its attempt, and an attempt that outlived its lease does not overwrite the next one's outcome", async () => {
    // Drain anything an earlier test left due, so the rows below are the worker's only work.
    await deliverDueEmails(later(365 * 24 * 3600_000));
    const slow = await insertDue("slow@example.com");
    const waiting = await insertDue("waiting@example.com");
    let answer!: (a: "up" | "down") => void;
    hold = new Promise((r) => (answer = r));
    posts = [];
    const first = deliverDueEmails(new Date());
    await until(() => posts.length === 1);
    // The second row is not leased while the first attempt runs: its time is still its due time.
    expect((await row(waiting.id)).nextAttemptAt).toEqual(waiting.nextAttemptAt);
    // The provider hangs past the lease: another worker takes the row up, and that attempt succeeds.
    const second = await deliverDueEmails(later(EMAIL_ATTEMPT_LEASE_MS + 1000));
    expect(second.sent).toBe(2);
    const sent = await row(slow.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, providerMessageId: expect.stringMatching(/^re_\d+$/) });
    // The first attempt's late failure is not written over the sent e-mail.
    answer("down");
    await first;
    expect(await row(slow.id)).toMatchObject({ status: "sent", attempts: 1, error: null, providerMessageId: sent.providerMessageId });
    expect(logs.entries().some((e) => e.event === "email.lease-lost" && e.outboxId === slow.id)).toBe(true);
  });
});

describe("Retry on /email-debug", () => {
  async function failedEmail(to: string) {
    mode = "down";
    const { id } = await sendNow(to, mail(7));
    await db.update(emailOutbox).set({ status: "failed", attempts: EMAIL_MAX_ATTEMPTS, nextAttemptAt: null }).where(eq(emailOutbox.id, id));
    mode = "up";
    return id;
  }

  it("POST /api/admin/email-outbox/{id}/retry sends a failed e-mail again, for admins only", async () => {
    const id = await failedEmail("retry-route@example.com");
    const admin = await issueApiToken((await createAdmin()).id);
    const hunter = await issueApiToken((await createHunter()).id);
    expect((await call(retryPOST, { token: hunter, params: { id: String(id) } })).status).toBe(403);
    expect(await row(id)).toMatchObject({ status: "failed" });
    const listed = await call<{ messages: { id: number; status: string; attempts: number; maxAttempts: number }[] }>(outboxGET, {
      method: "GET",
      token: admin,
    });
    expect(listed.json.messages.find((m) => m.id === id)).toMatchObject({
      status: "failed",
      attempts: EMAIL_MAX_ATTEMPTS,
      maxAttempts: EMAIL_MAX_ATTEMPTS,
    });
    const r = await call<{ status: string; message: string }>(retryPOST, { token: admin, params: { id: String(id) } });
    expect(r).toMatchObject({ status: 200, json: { status: "sent", message: "Sent to retry-route@example.com." } });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, error: null });
    // Sent now: nothing to retry; an unknown id: 404.
    expect(await call(retryPOST, { token: admin, params: { id: String(id) } })).toMatchObject({
      status: 409,
      json: { message: "Only a failed e-mail can be retried" },
    });
    expect((await call(retryPOST, { token: admin, params: { id: "99999999" } })).status).toBe(404);
    expect((await call(retryPOST, { token: admin, params: { id: "abc" } })).status).toBe(404);
  });

  it("refuses with 409 while no e-mail provider is configured, leaving the e-mail failed", async () => {
    const id = await failedEmail("retry-noprovider@example.com");
    const admin = await issueApiToken((await createAdmin()).id);
    const key = process.env.RESEND_API_KEY;
    delete process.env.RESEND_API_KEY;
    resetConfigForTests();
    try {
      expect(await call(retryPOST, { token: admin, params: { id: String(id) } })).toMatchObject({
        status: 409,
        json: { message: NO_PROVIDER_TO_RETRY },
      });
      expect(await row(id)).toMatchObject({ status: "failed", attempts: EMAIL_MAX_ATTEMPTS });
    } finally {
      process.env.RESEND_API_KEY = key;
      resetConfigForTests();
    }
  });

  it("the Retry form's server action does the same; a provider still down leaves it queued for the worker", async () => {
    const id = await failedEmail("retry-action@example.com");
    callAs(await issueApiToken((await createHunter()).id));
    expect(await retryEmailAction(IDLE, { id })).toMatchObject({ ok: false, status: 403 });
    callAs(await issueApiToken((await createAdmin()).id));
    mode = "down";
    const fd = new FormData();
    fd.append("id", String(id));
    expect(await retryEmailAction(IDLE, fd)).toMatchObject({ ok: true, data: { status: "retrying" } });
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 1 });
    mode = "up";
    await deliverDueEmails(later(EMAIL_RETRY_DELAYS_MS[0]! + 1000));
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });
});
