/**
 * Fault (c) of test:faults: the server runs with Resend configured to a fake that is down. A
 * message, a password-reset request and a card payment must still succeed for the user; each
 * failed e-mail is logged as one JSON line (event "email.failed") and its outbox row waits for a
 * retry. The fake stays down for the whole outage (issue 22: two minutes), so the worker's retries
 * during it fail too; then it comes back, and the server's delivery worker must deliver every
 * e-mail queued during the outage exactly once (one delivery per idempotency key).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { db } from "../../db";
import { emailOutbox } from "../../db/schema";
import { createHunter } from "../../seed/factories";
import { issueApiToken } from "../../lib/auth/api-tokens";
import { EMAIL_RETRY_DELAYS_MS } from "../../lib/email/delivery";
import { send, sleep, type AppServer } from "./servers";

/** A retry is a job at its time: a worker polls its queue every 2 s (lib/jobs/engine.ts), so it runs at most this late. */
const JOB_PICKUP_MS = 2_000;

/**
 * A fake Resend: "down" answers 503; "up" delivers each idempotency key, as Resend does; "hang"
 * takes the request in (the mailbox has it) and never answers, as a provider does while the
 * sender is killed mid-call.
 */
export async function startFakeResend() {
  let mode: "down" | "up" | "hang" = "down";
  let refused = 0;
  const deliveries = new Map<string, number>();
  const firstDeliveredAt = new Map<string, number>();
  const hung: { key: string; remotePort: number; at: number }[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const key = String(req.headers["idempotency-key"] ?? "");
      if (mode === "hang") {
        hung.push({ key, remotePort: req.socket.remotePort ?? 0, at: Date.now() });
        return;
      }
      if (mode === "down") {
        refused++;
        res.writeHead(503, { "content-type": "application/json" });
        res.end(JSON.stringify({ name: "service_unavailable", message: "Resend is down (faults test)" }));
        return;
      }
      deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
      if (!firstDeliveredAt.has(key)) firstDeliveredAt.set(key, Date.now());
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `re_faults_${key}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setUp: (v: boolean) => void (mode = v ? "up" : "down"),
    hang: () => void (mode = "hang"),
    /** Requests answered 200 per idempotency key (a repeat would be a second e-mail). */
    deliveries,
    /** When each key was first answered 200. */
    firstDeliveredAt,
    /** Requests taken in and never answered ("hang"), with the sender's local port. */
    hung,
    /** Attempts answered 503 while down. */
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Input = { outfitterId: number; huntId: number; bookingBody: Record<string, unknown> };

export async function checkEmailDown(server: AppServer, input: Input) {
  const breaches: string[] = [];
  const rows: Record<string, string | number>[] = [];
  const port = server.port;
  const linesBefore = server.output.length;
  const hunter = await createHunter();
  const token = await issueApiToken(hunter.id);
  const expect = (what: string, status: number, got: { status: number; text: string; ms: number }) => {
    rows.push({
      phase: `c: ${what}`,
      requests: 1,
      "2xx": got.status >= 200 && got.status < 300 ? 1 : 0,
      "p50 ms": got.ms,
      "max ms": got.ms,
    });
    if (got.status !== status) breaches.push(`${what}: ${got.status} ${got.text.slice(0, 160)}`);
  };

  const message = await send(port, "POST", "/api/messages", {
    token,
    body: { receiverId: input.outfitterId, content: "Is the lodge open in May?" },
  });
  expect("message with the provider down", 201, message);
  const notification = message.body.emailNotification as { shouldSendEmail?: boolean; delivered?: boolean } | undefined;
  if (!notification?.shouldSendEmail || notification.delivered !== false)
    breaches.push(`message notification ${JSON.stringify(notification)}`);

  const forgot = await send(port, "POST", "/api/auth/forgot-password", { body: { email: hunter.email } });
  expect("password reset with the provider down", 200, forgot);

  const booking = await send(port, "POST", "/api/bookings", { token, body: input.bookingBody });
  expect("booking with the provider down", 201, booking);
  const bookingId = Number(booking.body.id);
  const intent = await send(port, "POST", "/api/create-payment-intent", { token, body: { bookingId } });
  const card = { clientSecret: intent.body.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" };
  const paid = await send(port, "POST", "/api/payments/test/confirm", { token, body: card });
  expect("card payment with the provider down", 200, paid);
  const confirmed = await send(port, "POST", "/api/confirm-payment", {
    token,
    body: { bookingId, paymentIntentId: intent.body.paymentIntentId },
  });
  expect("confirm-payment with the provider down", 200, confirmed);
  if (confirmed.body.paymentStatus !== "authorized")
    breaches.push(`booking ${bookingId} payment status ${String(confirmed.body.paymentStatus)}`);

  // The reset link goes out after the response: give it a moment.
  let failedLines: Record<string, unknown>[] = [];
  for (let i = 0; i < 50; i++) {
    failedLines = server.output
      .slice(linesBefore)
      .filter((l) => l.startsWith("{"))
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return {};
        }
      })
      .filter((e) => e.event === "email.failed");
    if (new Set(failedLines.map((e) => e.outboxId)).size >= 5) break;
    await sleep(200);
  }
  // 1 message notice + 1 reset link + 3 payment e-mails (hunter ×2, outfitter).
  if (failedLines.length < 5) breaches.push(`${failedLines.length} "email.failed" JSON lines, expected at least 5`);
  if (failedLines.some((e) => e.level !== "error" || typeof e.time !== "string"))
    breaches.push("an email.failed line lacks level error or time");
  // One row each: on a busy machine a row's first 1 s retry may fail before the last first attempt is logged.
  const ids = [...new Set(failedLines.map((e) => Number(e.outboxId)).filter(Number.isFinite))];
  const outbox = ids.length
    ? await db.select({ status: emailOutbox.status, next: emailOutbox.nextAttemptAt }).from(emailOutbox).where(inArray(emailOutbox.id, ids))
    : [];
  if (outbox.length !== ids.length || outbox.some((r) => r.status !== "queued" || !r.next)) {
    breaches.push(`outbox rows not waiting for a retry: ${outbox.map((r) => r.status).join(",")}`);
  }
  rows.push({ phase: `c: email.failed JSON lines`, requests: failedLines.length });
  return { breaches, rows, outboxIds: [...new Set(ids)] };
}

/**
 * How long after an outage of `outageMs` an e-mail that failed when it began may still wait: its
 * retries fall due on the backoff (1 min, 5 min, …) and a worker picks each up within 2 s, so one retry
 * that fails just before the provider is back waits the next, longer step.
 */
export function worstDeliveryWaitMs(outageMs: number, scale = 1): number {
  let attemptAt = 0;
  for (const delay of EMAIL_RETRY_DELAYS_MS) {
    if (attemptAt >= outageMs) break;
    attemptAt += delay / scale + JOB_PICKUP_MS;
  }
  return Math.max(0, attemptAt - outageMs);
}

/**
 * Keeps the provider down until `outage.ms` after `outage.startedAt` (the worker's retries
 * meanwhile fail and are rescheduled), then brings it back: the server's delivery worker must send
 * every e-mail of the outage, each exactly once, within the backoff's worst case after that.
 */
export async function checkEmailRecovered(
  fake: Awaited<ReturnType<typeof startFakeResend>>,
  outboxIds: number[],
  outage: { startedAt: number; ms: number; scale: number },
) {
  const breaches: string[] = [];
  await sleep(Math.max(0, outage.startedAt + outage.ms - Date.now()));
  const refusedDuringOutage = fake.refused();
  const started = Date.now();
  fake.setUp(true);
  const timeoutMs = worstDeliveryWaitMs(outage.ms, outage.scale) + 60_000;
  let statuses: { id: number; status: string; attempts: number }[] = [];
  while (Date.now() - started < timeoutMs) {
    statuses = outboxIds.length
      ? await db
          .select({ id: emailOutbox.id, status: emailOutbox.status, attempts: emailOutbox.attempts })
          .from(emailOutbox)
          .where(inArray(emailOutbox.id, outboxIds))
      : [];
    if (statuses.length === outboxIds.length && statuses.every((r) => r.status === "sent")) break;
    await sleep(Math.min(2_000, 20_000 / outage.scale));
  }
  const ms = Date.now() - started;
  if (outboxIds.length === 0) breaches.push("no e-mail was queued during the outage");
  const unsent = statuses.filter((r) => r.status !== "sent");
  if (unsent.length)
    breaches.push(
      `${unsent.length} e-mails not delivered ${Math.round(ms / 1000)} s after the provider was back: ${unsent.map((r) => `${r.id}:${r.status}`).join(",")}`,
    );
  for (const id of outboxIds) {
    const n = fake.deliveries.get(`ridgeline-email-${id}`) ?? 0;
    if (n > 1) breaches.push(`e-mail ${id} delivered ${n} times`);
  }
  // An outage longer than the first backoff step: the worker tried each again during it, and failed.
  if (outage.ms > EMAIL_RETRY_DELAYS_MS[0]! / outage.scale + JOB_PICKUP_MS && statuses.some((r) => r.attempts < 3)) {
    breaches.push(
      `an e-mail of the ${Math.round(outage.ms / 1000)} s outage was attempted fewer than 3 times: ${statuses.map((r) => `${r.id}:${r.attempts}`).join(",")}`,
    );
  }
  const rows: Record<string, string | number>[] = [
    { phase: `c: provider down ${Math.round(outage.ms / 1000)} s, attempts refused`, requests: refusedDuringOutage },
    { phase: "c: delivered once the provider is back", requests: outboxIds.length, "max ms": ms },
  ];
  return { breaches, rows };
}
