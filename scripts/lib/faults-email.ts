/**
 * Fault (c) of test:faults: the server runs with Resend configured to an unreachable host. A
 * message, a password-reset request and a card payment must still succeed for the user; each
 * failed e-mail is logged as one JSON line (event "email.failed") and its outbox row is "failed".
 */
import { inArray } from "drizzle-orm";
import { db } from "../../db";
import { emailOutbox } from "../../db/schema";
import { createHunter } from "../../db/factories";
import { issueApiToken } from "../../lib/auth/api-tokens";
import { send, sleep, type AppServer } from "./servers";

type Input = { outfitterId: number; huntId: number; bookingBody: Record<string, unknown> };

export async function checkEmailDown(server: AppServer, input: Input) {
  const breaches: string[] = [];
  const rows: Record<string, string | number>[] = [];
  const port = server.port;
  const linesBefore = server.output.length;
  const hunter = await createHunter();
  const token = await issueApiToken(hunter.id);
  const expect = (what: string, status: number, got: { status: number; text: string; ms: number }) => {
    rows.push({ phase: `c: ${what}`, requests: 1, "2xx": got.status >= 200 && got.status < 300 ? 1 : 0, "p50 ms": got.ms, "max ms": got.ms });
    if (got.status !== status) breaches.push(`${what}: ${got.status} ${got.text.slice(0, 160)}`);
  };

  const message = await send(port, "POST", "/api/messages", { token, body: { receiverId: input.outfitterId, content: "Is the lodge open in May?" } });
  expect("message with the provider down", 201, message);
  const notification = message.body.emailNotification as { shouldSendEmail?: boolean; delivered?: boolean } | undefined;
  if (!notification?.shouldSendEmail || notification.delivered !== false) breaches.push(`message notification ${JSON.stringify(notification)}`);

  const forgot = await send(port, "POST", "/api/auth/forgot-password", { body: { email: hunter.email } });
  expect("password reset with the provider down", 200, forgot);

  const booking = await send(port, "POST", "/api/bookings", { token, body: input.bookingBody });
  expect("booking with the provider down", 201, booking);
  const bookingId = Number(booking.body.id);
  const intent = await send(port, "POST", "/api/create-payment-intent", { token, body: { bookingId } });
  const card = { clientSecret: intent.body.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" };
  const paid = await send(port, "POST", "/api/payments/test/confirm", { token, body: card });
  expect("card payment with the provider down", 200, paid);
  const confirmed = await send(port, "POST", "/api/confirm-payment", { token, body: { bookingId, paymentIntentId: intent.body.paymentIntentId } });
  expect("confirm-payment with the provider down", 200, confirmed);
  if (confirmed.body.paymentStatus !== "paid") breaches.push(`booking ${bookingId} payment status ${String(confirmed.body.paymentStatus)}`);

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
    if (failedLines.length >= 5) break;
    await sleep(200);
  }
  // 1 message notice + 1 reset link + 3 payment e-mails (hunter ×2, outfitter).
  if (failedLines.length < 5) breaches.push(`${failedLines.length} "email.failed" JSON lines, expected at least 5`);
  if (failedLines.some((e) => e.level !== "error" || typeof e.time !== "string")) breaches.push("an email.failed line lacks level error or time");
  const ids = failedLines.map((e) => Number(e.outboxId)).filter(Number.isFinite);
  const outbox = ids.length ? await db.select({ status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, ids)) : [];
  if (outbox.length !== ids.length || outbox.some((r) => r.status !== "failed")) breaches.push(`outbox rows: ${outbox.map((r) => r.status).join(",")}`);
  rows.push({ phase: `c: email.failed JSON lines`, requests: failedLines.length });
  return { breaches, rows };
}
