/**
 * Fault (f) of test:faults: two `next start` instances share one PostgreSQL, e-mails wait for
 * their retry jobs, and PostgreSQL stops while those jobs fall due. Once it is back, the workers
 * of the two instances must run every due job: each e-mail delivered exactly once, none lost.
 */
import { gt, inArray, max } from "drizzle-orm";
import { db } from "../../db";
import { emailOutbox } from "../../db/schema";
import { createHunter } from "../../seed/factories";
import { issueApiToken } from "../../lib/auth/api-tokens";
import type { PrivateCluster } from "./database";
import type { startFakeResend } from "./faults-email";
import { send, sleep, waitHealthy, type AppServer } from "./servers";

type Input = {
  servers: AppServer[];
  cluster: PrivateCluster;
  fake: Awaited<ReturnType<typeof startFakeResend>>;
  outfitterId: number;
  /** How long PostgreSQL stays down: longer than the first retry step, so retries fall due meanwhile. */
  outageMs: number;
  messages?: number;
};

export async function checkJobsThroughDatabaseOutage(input: Input) {
  const breaches: string[] = [];
  const rows: Record<string, string | number>[] = [];
  input.fake.setUp(false);
  const [{ last }] = await db.select({ last: max(emailOutbox.id) }).from(emailOutbox);
  const count = input.messages ?? 6;
  for (let i = 0; i < count; i++) {
    // A new hunter each: a new conversation, so each message owes the outfitter its own e-mail.
    const hunter = await createHunter();
    const server = input.servers[i % input.servers.length]!;
    const sent = await send(server.port, "POST", "/api/messages", {
      token: await issueApiToken(hunter.id),
      body: { receiverId: input.outfitterId, content: `Any openings in the fall? (${i})` },
    });
    if (sent.status !== 201) breaches.push(`message ${i} on ${server.port}: ${sent.status} ${sent.text.slice(0, 120)}`);
  }
  // Each e-mail's first attempt failed (the provider is down): its retry is a job, due in a moment.
  let outboxIds: number[] = [];
  for (let i = 0; i < 50 && outboxIds.length < count; i++) {
    const waiting = await db
      .select({ id: emailOutbox.id, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(gt(emailOutbox.id, last ?? 0));
    outboxIds = waiting.filter((r) => r.attempts >= 1).map((r) => r.id);
    if (outboxIds.length < count) await sleep(200);
  }
  if (outboxIds.length < count) breaches.push(`${outboxIds.length} of ${count} e-mails waited for a retry before the outage`);

  const stoppedAt = Date.now();
  input.cluster.stop("immediate");
  await sleep(input.outageMs);
  input.cluster.start();
  input.fake.setUp(true);
  rows.push({
    phase: `f: PostgreSQL down ${Math.round(input.outageMs / 1000)} s with ${outboxIds.length} retry jobs due`,
    requests: outboxIds.length,
  });

  const recoveryStarted = Date.now();
  let unsent = outboxIds;
  while (Date.now() - recoveryStarted < 90_000) {
    try {
      const statuses = await db
        .select({ id: emailOutbox.id, status: emailOutbox.status })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, outboxIds));
      unsent = outboxIds.filter((id) => statuses.find((s) => s.id === id)?.status !== "sent");
      if (unsent.length === 0) break;
    } catch {
      // The scripts' own connection reconnects too.
    }
    await sleep(500);
  }
  const ms = Date.now() - recoveryStarted;
  if (unsent.length)
    breaches.push(`${unsent.length} e-mails not delivered ${Math.round(ms / 1000)} s after PostgreSQL was back: ${unsent.join(",")}`);
  for (const id of outboxIds) {
    const n = input.fake.deliveries.get(`ridgeline-email-${id}`) ?? 0;
    if (n > 1) breaches.push(`e-mail ${id} delivered ${n} times`);
  }
  for (const server of input.servers) {
    try {
      await waitHealthy(server, 30_000);
    } catch {
      breaches.push(`the server on ${server.port} did not answer healthy after the outage`);
    }
  }
  rows.push({
    phase: "f: due jobs run after recovery, across two instances",
    requests: outboxIds.length,
    "max ms": ms,
    "outage ms": Date.now() - stoppedAt,
  });
  return { breaches, rows };
}
