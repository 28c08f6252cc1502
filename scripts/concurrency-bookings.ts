/**
 * Two `next start` instances on one PostgreSQL database, hammered with simultaneous bookings:
 * proves that a spot is never sold twice, a payment is applied once and a commission counted
 * once across processes (ARCHITECTURE.md "Scale past one machine").
 *
 *   npm run build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rl_concurrency npx tsx scripts/concurrency-bookings.ts
 *
 * Env: DATABASE_URL (created if missing), PORTS (default "4107,4117"), ROUNDS (5), REQUESTS (20), SPOTS (3).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { and, eq, sql } from "drizzle-orm";
import postgres from "postgres";

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/rl_concurrency";
process.env.DATABASE_URL = url;
process.env.NEXTAUTH_SECRET ??= "concurrency-script-secret-0123456789";
const ports = (process.env.PORTS ?? "4107,4117").split(",").map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const REQUESTS = Number(process.env.REQUESTS ?? 20);
const SPOTS = Number(process.env.SPOTS ?? 3);

async function ensureDatabase() {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = postgres({ host: target.hostname, port: Number(target.port || 5432), username: decodeURIComponent(target.username), password: decodeURIComponent(target.password), database: "postgres", onnotice: () => {} });
  const [row] = await admin`select 1 as ok from pg_database where datname = ${name}`;
  if (!row) await admin.unsafe(`create database "${name.replace(/"/g, "")}"`);
  await admin.end();
}

function startServer(port: number): ChildProcess {
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", APP_URL: `http://127.0.0.1:${port}`, NEXTAUTH_URL: `http://127.0.0.1:${port}`, DATABASE_POOL_SIZE: "10" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  return child;
}

async function waitHealthy(port: number) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${port} did not start`);
}

type Answer = { port: number; status: number; body: Record<string, unknown>; ms: number };
async function send(port: number, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { port, status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, ms: Math.round(performance.now() - t) };
}

async function main() {
  await ensureDatabase();
  const { migrateDb } = await import("../db/migrate");
  const { db, closeDb } = await import("../db/index");
  const schema = await import("../db/schema");
  const { createHunt, createHunter, createOutfitter } = await import("../db/factories");
  const { issueApiToken } = await import("../lib/auth/api-tokens");
  await migrateDb();

  const servers = ports.map(startServer);
  const stop = () => servers.forEach((s) => s.pid && process.kill(-s.pid, "SIGTERM"));
  process.on("exit", stop);
  try {
    await Promise.all(ports.map(waitHealthy));
    const outfitter = await createOutfitter();
    const outfitterToken = await issueApiToken(outfitter.id);
    const hunters = await Promise.all(Array.from({ length: REQUESTS }, () => createHunter()));
    const tokens = await Promise.all(hunters.map((h) => issueApiToken(h.id)));
    const figures = [];
    let failures = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      const hunt = await createHunt({ outfitterId: outfitter.id, availability: SPOTS, priceCents: 250000 });
      const body = { huntId: hunt.id, hunterName: "Load Test", hunterPhone: "555-000-1111", emergencyContactName: "Contact", emergencyContactPhone: "555-000-2222", termsAccepted: true, totalAmount: "1.00" };
      const t0 = performance.now();
      const answers = await Promise.all(tokens.map((tok, i) => send(ports[i % ports.length]!, "POST", "/api/bookings", tok, body)));
      const wall = Math.round(performance.now() - t0);
      const created = answers.filter((a) => a.status === 201);
      const full = answers.filter((a) => a.status === 409 && a.body.message === "This hunt is fully booked");
      const [h] = await db.select({ availability: schema.hunts.availability }).from(schema.hunts).where(eq(schema.hunts.id, hunt.id));
      const rows = await db.select().from(schema.bookings).where(eq(schema.bookings.huntId, hunt.id));

      // Payment across both instances: intent on one, card on the other, confirm on both at once.
      const paid = await Promise.all(
        created.map(async (a, i) => {
          const tok = tokens[answers.indexOf(a)]!;
          const id = a.body.id as number;
          const intent = await send(ports[i % 2]!, "POST", "/api/create-payment-intent", tok, { bookingId: id });
          const secret = intent.body.clientSecret as string;
          await send(ports[(i + 1) % 2]!, "POST", "/api/payments/test/confirm", tok, { clientSecret: secret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
          const confirms = await Promise.all(ports.map((p) => send(p, "POST", "/api/confirm-payment", tok, { bookingId: id, paymentIntentId: intent.body.paymentIntentId })));
          return { id, confirms: confirms.map((c) => c.status) };
        }),
      );
      const ids = paid.map((p) => p.id);
      const paymentMails = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.emailOutbox)
        .where(and(eq(schema.emailOutbox.template, "payment-confirmation"), sql`(${schema.emailOutbox.meta}->>'bookingId')::int = any(${sql.raw(`array[${ids.join(",") || "0"}]`)})`));

      // Accept on one instance while denying on the other, for each booking.
      const answersToOutfitter = await Promise.all(
        ids.map(async (id) => {
          const [x, y] = await Promise.all([
            send(ports[0]!, "PATCH", `/api/bookings/${id}/status`, outfitterToken, { status: "accepted" }),
            send(ports[1 % ports.length]!, "PATCH", `/api/bookings/${id}/status`, outfitterToken, { status: "denied" }),
          ]);
          return [x.status, y.status].sort().join("/");
        }),
      );
      const commissionRows = await db.select().from(schema.commissions).where(sql`${schema.commissions.bookingId} = any(${sql.raw(`array[${ids.join(",") || "0"}]`)})`);
      const accepted = (await db.select().from(schema.bookings).where(eq(schema.bookings.huntId, hunt.id))).filter((b) => b.status === "accepted").length;
      const [end] = await db.select({ availability: schema.hunts.availability }).from(schema.hunts).where(eq(schema.hunts.id, hunt.id));

      const ok =
        created.length === SPOTS &&
        full.length === REQUESTS - SPOTS &&
        h!.availability === 0 &&
        rows.length === SPOTS &&
        paymentMails[0]!.n === SPOTS &&
        answersToOutfitter.every((s) => s === "200/409") &&
        commissionRows.length === accepted &&
        end!.availability === SPOTS - accepted;
      if (!ok) failures++;
      const latencies = answers.map((a) => a.ms).sort((p, q) => p - q);
      figures.push({
        round,
        requests: answers.length,
        perInstance: ports.map((p) => answers.filter((a) => a.port === p).length),
        created: created.length,
        fullyBooked409: full.length,
        other: answers.length - created.length - full.length,
        availabilityAfter: h!.availability,
        bookingRows: rows.length,
        paymentEmails: paymentMails[0]!.n,
        confirmStatuses: paid.flatMap((p) => p.confirms).join(","),
        acceptVsDeny: answersToOutfitter.join(" "),
        commissions: commissionRows.length,
        acceptedBookings: accepted,
        availabilityEnd: end!.availability,
        wallMs: wall,
        p50ms: latencies[Math.floor(latencies.length / 2)],
        maxMs: latencies.at(-1),
        ok,
      });
      console.log(JSON.stringify(figures.at(-1)));
    }
    console.log(failures === 0 ? `PASS: ${ROUNDS} rounds, no oversell, no double payment, no double commission` : `FAIL: ${failures} round(s) broke a rule`);
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    stop();
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
