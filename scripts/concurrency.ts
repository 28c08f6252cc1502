/**
 * npm run test:concurrency — two `next start` processes on one PostgreSQL database, hammered
 * with simultaneous writes (ARCHITECTURE.md "Scale past one machine"). Exits non-zero when a rule
 * breaks:
 *   (a) 20 simultaneous bookings of a hunt with 3 spots → exactly 3 created, 17 × 409 "This hunt is fully booked"
 *   (b) 60 simultaneous bookings of a hunt with 1 spot → exactly 1
 *   (c) 10 simultaneous accepts of one booking claim, split across both processes → one booking, one commission
 *   (d) card confirmations racing on both processes → one payment, one payment e-mail; accept racing deny → one answer
 *   (e) afterwards: outfitter balances = commission rows, no hunt oversold
 *   (f) a hunt paused through one process leaves the other's cached page within 2.5 s, and comes back
 *   (h) 10 simultaneous accepts of one paid booking on both processes → one capture, one commission;
 *       an accept racing the 5-day card-hold release (the job run from this process) → exactly one
 *       outcome, the other 409, the test provider's intent and the booking agree
 *   (i) a failed draw's confirm on one process racing the outfitter's cancel on the other → the hunter gets back exactly what was paid, once
 *   (k) a sold-out departure's 2 spots freed at once on both processes while offer passes race them → the first 2
 *       in line get one offer each, no more; each offered hunter booking on both processes at once, racing a
 *       hunter not on the list → one booking per offer, the outsider 409s, nothing sold or held twice
 *   (l) a balance due now, its due-date job run on both processes at once → one charge, one receipt
 *   (m) a party member paying their share on one process while the lead removes them on the other → one outcome, the other 409
 *   (g) 60 simultaneous bookings for the last 2 spots of one departure (parties of 1 and 2, both
 *       processes) → exactly 2 spots sold, all on that departure; the others 409 with a plain message
 *
 *   npm run build && npm run test:concurrency
 *
 * Env: PORTS ("4107,4117"), ROUNDS_A (5), ROUNDS_B (3), ROUNDS_C (5), ROUNDS_G (3), PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { and, eq, sql } from "drizzle-orm";
import { createScriptDatabase, migrateScriptDatabase, type ScriptDatabase } from "./lib/database";
import { cleanupOnExit, requireBuild, send, startServer, stopServer, waitHealthy, type Answer, type AppServer } from "./lib/servers";
import { ledgerBreaches, ledgerSummary, percentile, printTable, spotBreaches } from "./lib/checks";
import { tagReportAgainstCancel } from "./lib/tag-race";
import { waitlistRace } from "./lib/waitlist-race";
import { installmentChargeRace } from "./lib/installment-race";
import { partyShrinkRace } from "./lib/party-race";

const PORTS = (process.env.PORTS ?? "4107,4117").split(",").map(Number);
const ROUNDS_A = Number(process.env.ROUNDS_A ?? 5);
const ROUNDS_B = Number(process.env.ROUNDS_B ?? 3);
const ROUNDS_C = Number(process.env.ROUNDS_C ?? 5);
const ROUNDS_G = Number(process.env.ROUNDS_G ?? 3);
const FULL = "This hunt is fully booked";

type Row = Record<string, string | number>;
const rows: Row[] = [];
const failures: string[] = [];

function figures(scenario: string, answers: Answer[], wallMs: number, okStatus: number, extra: Row = {}, breaches: string[] = []): Row {
  const lat = answers.map((a) => a.ms).sort((x, y) => x - y);
  const row: Row = {
    scenario,
    requests: answers.length,
    split: PORTS.map((p) => answers.filter((a) => a.port === p).length).join("/"),
    ok: `${answers.filter((a) => a.status === okStatus).length}×${okStatus}`,
    "409s": answers.filter((a) => a.status === 409).length,
    other: answers.filter((a) => a.status !== okStatus && a.status !== 409).length,
    "wall ms": wallMs,
    "p50 ms": percentile(lat, 50),
    "max ms": lat.at(-1) ?? 0,
    ...extra,
    result: breaches.length ? "FAIL" : "ok",
  };
  rows.push(row);
  for (const b of breaches) failures.push(`${scenario}: ${b}`);
  console.log(`${breaches.length ? "✗" : "✓"} ${scenario}${breaches.length ? ` — ${breaches.join("; ")}` : ""}`);
  return row;
}

/** Fires all requests at once (each on its own connection) and times the whole burst. */
async function burst(make: () => Promise<Answer>[]) {
  const t0 = performance.now();
  const answers = await Promise.all(make());
  return { answers, wall: Math.round(performance.now() - t0) };
}

async function main() {
  requireBuild();
  let database: ScriptDatabase | undefined;
  const servers: AppServer[] = [];
  cleanupOnExit(() => database?.dropSync());
  try {
    database = await createScriptDatabase("concurrency");
    console.log(`database ${database.name}; servers on ${PORTS.join(", ")}`);
    await migrateScriptDatabase(database.url);
    const { db, closeDb } = await import("../db");
    const schema = await import("../db/schema");
    const { createActivePayoutAccount, createHunt, createHunter, createOutfitter } = await import("../seed/factories");
    const { issueApiToken } = await import("../lib/auth/api-tokens");

    for (const port of PORTS) servers.push(startServer(port, { DATABASE_URL: database.url, E2E_TEST_HOOKS: "1" }));
    await Promise.all(servers.map((s) => waitHealthy(s)));

    const outfitter = await createOutfitter();
    await createActivePayoutAccount(outfitter.id);
    const outfitterToken = await issueApiToken(outfitter.id);
    const hunters = await Promise.all(Array.from({ length: 60 }, () => createHunter()));
    const tokens = await Promise.all(hunters.map((h) => issueApiToken(h.id)));
    const spots = new Map<number, number>();
    // The same 60 hunters book in every round, and a hunter may hold only 3 open unpaid
    // reservations: past a round's checks its winners' reservations are aged past their deadline
    // (their spots stay taken until the sweep returns them), so a later round is not refused by it.
    const ageReservations = (huntId: number) =>
      db
        .update(schema.bookings)
        .set({ reservationExpiresAt: new Date(Date.now() - 60_000) })
        .where(and(eq(schema.bookings.huntId, huntId), eq(schema.bookings.paymentStatus, "unpaid")));
    const port = (i: number) => PORTS[i % PORTS.length]!;
    const bookingBody = (huntId: number) => ({
      huntId,
      hunterName: "Load Test",
      hunterPhone: "406-555-0111",
      emergencyContactName: "Contact",
      emergencyContactPhone: "406-555-0122",
      termsAccepted: true,
      totalAmount: "1.00",
    });
    const mails = async (template: string, bookingId: number) =>
      (
        await db
          .select({ id: schema.emailOutbox.id })
          .from(schema.emailOutbox)
          .where(and(eq(schema.emailOutbox.template, template), sql`(${schema.emailOutbox.meta}->>'bookingId')::int = ${bookingId}`))
      ).length;

    // (a) + (d): 20 bookings for 3 spots; pay each across both instances; accept racing deny.
    for (let round = 1; round <= ROUNDS_A; round++) {
      const hunt = await createHunt({ outfitterId: outfitter.id, availability: 3, priceCents: 250000 });
      spots.set(hunt.id, 3);
      const { answers, wall } = await burst(() =>
        tokens.slice(0, 20).map((t, i) => send(port(i), "POST", "/api/bookings", { token: t, body: bookingBody(hunt.id) })),
      );
      const created = answers.filter((a) => a.status === 201);
      const full = answers.filter((a) => a.status === 409 && a.body.message === FULL);
      const held = await db.select().from(schema.bookings).where(eq(schema.bookings.huntId, hunt.id));
      const breaches: string[] = [];
      if (created.length !== 3) breaches.push(`${created.length} bookings created, expected 3`);
      if (full.length !== 17) breaches.push(`${full.length} × 409 "${FULL}", expected 17`);
      if (held.length !== 3) breaches.push(`${held.length} booking rows, expected 3`);
      figures(`a${round}: 20 bookings, 3 spots`, answers, wall, 201, {}, breaches);

      // (d) each created booking: intent on one process; test card and confirm-payment on both at once.
      const payAnswers: Answer[] = [];
      const payBreaches: string[] = [];
      const t0 = performance.now();
      const ids: number[] = [];
      await Promise.all(
        created.map(async (a, i) => {
          const token = tokens[answers.indexOf(a)]!;
          const id = Number(a.body.id);
          ids.push(id);
          const intent = await send(port(i), "POST", "/api/create-payment-intent", { token, body: { bookingId: id } });
          if (intent.status !== 200) return void payBreaches.push(`booking ${id}: payment intent ${intent.status}`);
          const card = { clientSecret: intent.body.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" };
          const confirm = { bookingId: id, paymentIntentId: intent.body.paymentIntentId };
          const race = await Promise.all([
            ...PORTS.map((p) => send(p, "POST", "/api/payments/test/confirm", { token, body: card })),
            ...PORTS.map((p) => send(p, "POST", "/api/confirm-payment", { token, body: confirm })),
          ]);
          payAnswers.push(...race);
          // confirm-payment before the card step is a 409 "not completed"; after it, 200 on both.
          const after = await Promise.all(PORTS.map((p) => send(p, "POST", "/api/confirm-payment", { token, body: confirm })));
          payAnswers.push(...after);
          if (race.some((r) => r.status !== 200 && r.status !== 409) || after.some((r) => r.status !== 200)) {
            payBreaches.push(`booking ${id}: answers ${[...race, ...after].map((r) => r.status).join(",")}`);
          }
        }),
      );
      const payWall = Math.round(performance.now() - t0);
      for (const id of ids) {
        const [b] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, id));
        const payments = await db
          .select()
          .from(schema.testPayments)
          .where(sql`${schema.testPayments.metadata}->>'bookingId' = ${String(id)}`);
        const n = await mails("payment-confirmation", id);
        // Request to book: the card is held (authorized) until the outfitter answers.
        if (b?.paymentStatus !== "authorized") payBreaches.push(`booking ${id} is ${b?.paymentStatus}`);
        if (payments.length !== 1 || payments[0]!.status !== "requires_capture")
          payBreaches.push(`booking ${id}: ${payments.length} test payments`);
        if (n !== 1) payBreaches.push(`booking ${id}: ${n} payment e-mails`);
      }
      figures(`d${round}: pay ${ids.length} bookings, confirms racing on both`, payAnswers, payWall, 200, {}, payBreaches);

      const { answers: decisions, wall: dWall } = await burst(() =>
        ids.flatMap((id) => [
          send(PORTS[0]!, "PATCH", `/api/bookings/${id}/status`, { token: outfitterToken, body: { status: "accepted" } }),
          send(port(1), "PATCH", `/api/bookings/${id}/status`, { token: outfitterToken, body: { status: "denied" } }),
        ]),
      );
      const decisionBreaches: string[] = [];
      for (let i = 0; i < ids.length; i++) {
        const pair = [decisions[2 * i]!.status, decisions[2 * i + 1]!.status].sort().join("/");
        if (pair !== "200/409") decisionBreaches.push(`booking ${ids[i]}: accept/deny answered ${pair}`);
      }
      figures(`d${round}: accept racing deny × ${ids.length}`, decisions, dWall, 200, {}, decisionBreaches);
    }

    // (b) 60 bookings for 1 spot.
    for (let round = 1; round <= ROUNDS_B; round++) {
      const hunt = await createHunt({ outfitterId: outfitter.id, availability: 1, priceCents: 180000 });
      spots.set(hunt.id, 1);
      const { answers, wall } = await burst(() =>
        tokens.map((t, i) => send(port(i), "POST", "/api/bookings", { token: t, body: bookingBody(hunt.id) })),
      );
      const created = answers.filter((a) => a.status === 201).length;
      const full = answers.filter((a) => a.status === 409 && a.body.message === FULL).length;
      const breaches: string[] = [];
      if (created !== 1) breaches.push(`${created} bookings created, expected 1`);
      if (full !== 59) breaches.push(`${full} × 409 "${FULL}", expected 59`);
      figures(`b${round}: 60 bookings, 1 spot`, answers, wall, 201, {}, breaches);
      await ageReservations(hunt.id);
    }

    // (g) 60 bookings for the last 2 spots of one departure: parties of 1 and 2 naming it, on both
    // instances; exactly 2 hunters' worth of spots are sold and the hunt's other departure is untouched.
    for (let round = 1; round <= ROUNDS_G; round++) {
      const start = new Date(Date.now() + (40 + round) * 86_400_000).toISOString().slice(0, 10);
      const later = new Date(Date.now() + (80 + round) * 86_400_000).toISOString().slice(0, 10);
      const hunt = await createHunt({
        outfitterId: outfitter.id,
        priceCents: 150000,
        groupSize: 4,
        departures: [
          { startDate: start, endDate: start, spots: 2 },
          { startDate: later, endDate: later, spots: 4 },
        ],
      });
      spots.set(hunt.id, 6);
      const [departure] = await db
        .select()
        .from(schema.huntDepartures)
        .where(and(eq(schema.huntDepartures.huntId, hunt.id), eq(schema.huntDepartures.startDate, start)));
      const { answers, wall } = await burst(() =>
        tokens.map((t, i) =>
          send(port(i), "POST", "/api/bookings", {
            token: t,
            body: { ...bookingBody(hunt.id), departureId: departure!.id, partySize: 1 + (i % 2) },
          }),
        ),
      );
      const created = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409 && /fully booked|spot is left/.test(String(a.body.message)));
      const sold = (await db.select().from(schema.bookings).where(eq(schema.bookings.huntId, hunt.id))).reduce(
        (n, b) => n + b.partySize,
        0,
      );
      const breaches: string[] = [];
      if (sold !== 2) breaches.push(`${sold} spots sold, expected 2`);
      const odd = answers.filter((a) => a.status !== 201 && !refused.includes(a));
      if (odd.length)
        breaches.push(
          `${odd.length} answers neither 201 nor a plain 409: ${odd.map((a) => `${a.status} ${a.text.slice(0, 160)}`).join(" | ")}`,
        );
      if (created.some((a) => (a.body.departure as { id?: number } | undefined)?.id !== departure!.id))
        breaches.push("a booking landed on another departure");
      figures(`g${round}: 60 bookings, last 2 spots of one departure (${created.length} made)`, answers, wall, 201, {}, breaches);
      await ageReservations(hunt.id);
    }

    // (c) one claim, 10 simultaneous accepts on both processes.
    for (let round = 1; round <= ROUNDS_C; round++) {
      const claim = await send(port(round), "POST", "/api/booking-claims", {
        token: tokens[round]!,
        body: { outfitterId: outfitter.id, huntPrice: "3200.00", huntDescription: `Claimed elk hunt ${round}`, bookingDate: "2027-09-10" },
      });
      if (claim.status !== 201) throw new Error(`claim submission answered ${claim.status}: ${claim.text}`);
      const claimId = Number(claim.body.id);
      const { answers, wall } = await burst(() =>
        Array.from({ length: 10 }, (_, i) =>
          send(port(i), "POST", `/api/booking-claims/${claimId}/respond`, { token: outfitterToken, body: { accept: true } }),
        ),
      );
      const claimBookings = await db
        .select()
        .from(schema.bookings)
        .where(and(eq(schema.bookings.hunterId, hunters[round]!.id), eq(schema.bookings.source, "claim")));
      const commissionRows = await db.select().from(schema.commissions).where(eq(schema.commissions.claimId, claimId));
      const ok = answers.filter((a) => a.status === 200);
      const breaches: string[] = [];
      if (ok.length !== 1) breaches.push(`${ok.length} accepts succeeded, expected 1`);
      if (answers.filter((a) => a.status === 409).length !== 9) breaches.push("expected 9 × 409");
      if (claimBookings.length !== 1) breaches.push(`${claimBookings.length} bookings from the claim`);
      if (commissionRows.length !== 1 || commissionRows[0]!.amountCents !== 32000)
        breaches.push(`${commissionRows.length} commission rows (${commissionRows.map((c) => c.amountCents).join(",")} cents)`);
      figures(`c${round}: 10 accepts of one claim`, answers, wall, 200, {}, breaches);
    }

    // (h) request to book: 10 accepts of one held card → one capture; accept racing the release.
    {
      const { expireUnansweredBookings } = await import("../lib/bookings/answer-expiry");
      const hunt = await createHunt({ outfitterId: outfitter.id, availability: 8, priceCents: 120000 });
      spots.set(hunt.id, 8);
      const payHeld = async (token: string) => {
        const b = await send(PORTS[0]!, "POST", "/api/bookings", { token, body: bookingBody(hunt.id) });
        const id = Number(b.body.id);
        const intent = await send(PORTS[1]!, "POST", "/api/create-payment-intent", { token, body: { bookingId: id } });
        await send(PORTS[0]!, "POST", "/api/payments/test/confirm", {
          token,
          body: { clientSecret: intent.body.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
        });
        return { id, intentId: String(intent.body.paymentIntentId) };
      };
      const state = async (id: number, intentId: string) => {
        const [b] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, id));
        const [p] = await db.select().from(schema.testPayments).where(eq(schema.testPayments.id, intentId));
        const c = await db.select().from(schema.commissions).where(eq(schema.commissions.bookingId, id));
        return { b: b!, p: p!, commissions: c.length };
      };
      const accept = (p: number, id: number) =>
        send(p, "PATCH", `/api/bookings/${id}/status`, { token: outfitterToken, body: { status: "accepted" } });

      const first = await payHeld(tokens[40]!);
      const { answers, wall } = await burst(() => Array.from({ length: 10 }, (_, i) => accept(port(i), first.id)));
      const breaches: string[] = [];
      const ok = answers.filter((a) => a.status === 200).length;
      if (ok !== 1 || answers.some((a) => a.status !== 200 && a.status !== 409))
        breaches.push(`accepts answered ${answers.map((a) => a.status).join(",")}`);
      const s = await state(first.id, first.intentId);
      if (s.b.paymentStatus !== "paid" || s.p.status !== "succeeded" || s.p.amountCapturedCents !== 120000 || s.commissions !== 1) {
        breaches.push(
          `after 10 accepts: booking ${s.b.paymentStatus}, intent ${s.p.status} (${s.p.amountCapturedCents} captured), ${s.commissions} commissions`,
        );
      }
      figures("h: 10 accepts of one held card", answers, wall, 200, {}, breaches);

      const raceAnswers: Answer[] = [];
      const raceBreaches: string[] = [];
      const t0 = performance.now();
      for (let i = 0; i < 4; i++) {
        const held = await payHeld(tokens[41 + i]!);
        const [row] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, held.id));
        const jobNow = new Date(row!.answerBy!.getTime() + 1000);
        // The job runs in this process: started at once it takes the hunt first; a little later, the accept does.
        const job =
          i % 2 === 0
            ? expireUnansweredBookings(jobNow)
            : new Promise((r) => setTimeout(r, 15 + 10 * i)).then(() => expireUnansweredBookings(jobNow));
        const [answer, expired] = await Promise.all([accept(port(i), held.id), job]);
        raceAnswers.push(answer);
        const r = await state(held.id, held.intentId);
        const acceptedWon =
          answer.status === 200 && expired.length === 0 && r.b.status === "accepted" && r.p.status === "succeeded" && r.commissions === 1;
        const expiryWon =
          answer.status === 409 &&
          expired.length === 1 &&
          r.b.status === "cancelled" &&
          r.b.paymentStatus === "released" &&
          r.p.status === "canceled" &&
          r.commissions === 0;
        if (!acceptedWon && !expiryWon)
          raceBreaches.push(
            `booking ${held.id}: accept ${answer.status}, job ended ${expired.length}, booking ${r.b.status}/${r.b.paymentStatus}, intent ${r.p.status}`,
          );
      }
      // The job started first (even rounds) takes the booking: if it never wins, it is failing
      // (each failure rolls back, so the accept alone would look like a clean race).
      if (!raceAnswers.some((a) => a.status === 409)) raceBreaches.push("the release job never won a race: is it failing?");
      figures("h: accept racing the 5-day release × 4", raceAnswers, Math.round(performance.now() - t0), 200, {}, raceBreaches);
    }

    await tagReportAgainstCancel({ ports: PORTS, outfitterId: outfitter.id, outfitterToken, tokens, figures });
    await waitlistRace({ ports: PORTS, outfitterId: outfitter.id, figures });
    await installmentChargeRace({ ports: PORTS, outfitterId: outfitter.id, hunterIds: hunters.slice(-3).map((h) => h.id), figures });
    await partyShrinkRace({ ports: PORTS, outfitterId: outfitter.id, figures });

    // (f) a hunt paused through one instance leaves the other instance's cached page within a
    // second or two (lib/cache/expiry-broadcast.ts), and comes back there when it is resumed.
    {
      const { EXPIRY_FOLLOW_INTERVAL_MS } = await import("../lib/cache/expiry-broadcast");
      const hunt = await createHunt({ outfitterId: outfitter.id, title: "Cross-Instance Cache Hunt" });
      const page = async (p: number) => {
        const r = await fetch(`http://127.0.0.1:${p}/hunt/${hunt.id}`, { redirect: "manual" });
        await r.arrayBuffer();
        return { status: r.status, cache: r.headers.get("x-nextjs-cache") };
      };
      const breaches: string[] = [];
      // The writes of (h) expired this outfitter's tags on their instance, and the other one follows
      // them within a second or so: a page cached before that expiry arrives is rightly rendered
      // again. So the page is fetched twice until the second answer is a HIT, at most three times.
      for (const p of PORTS) {
        let again = { status: 0, cache: null as string | null };
        for (let attempt = 0; attempt < 3 && again.cache !== "HIT"; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, 2 * EXPIRY_FOLLOW_INTERVAL_MS));
          await page(p);
          again = await page(p);
        }
        if (again.status !== 200 || again.cache !== "HIT")
          breaches.push(`port ${p}: the hunt page was not cached (${again.status} ${again.cache})`);
      }
      /** Milliseconds until `port` answers the page with `status`, or null after 5 s. */
      const until = async (p: number, status: number) => {
        const t0 = performance.now();
        while (performance.now() - t0 < 5000) {
          if ((await page(p)).status === status) return Math.round(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 50));
        }
        return null;
      };
      const status = (p: number, isActive: boolean) =>
        send(p, "PATCH", `/api/hunts/${hunt.id}/status`, { token: outfitterToken, body: { isActive } });
      const answers: Answer[] = [];
      const t0 = performance.now();
      answers.push(await status(PORTS[0]!, false));
      const here = (await page(PORTS[0]!)).status;
      const there = await until(PORTS[1]!, 404);
      answers.push(await status(PORTS[1]!, true));
      const back = await until(PORTS[0]!, 200);
      if (answers.some((a) => a.status !== 200)) breaches.push(`pause/resume answered ${answers.map((a) => a.status).join(",")}`);
      if (here !== 404) breaches.push(`the pausing instance still answers ${here}`);
      if (there === null || there > 2500) breaches.push(`the other instance answered 404 after ${there ?? "more than 5000"} ms`);
      if (back === null || back > 2500)
        breaches.push(`the resumed hunt came back on the first instance after ${back ?? "more than 5000"} ms`);
      figures(
        `f: paused on one instance, gone on the other after ${there ?? "-"} ms, back after ${back ?? "-"} ms`,
        answers,
        Math.round(performance.now() - t0),
        200,
        {},
        breaches,
      );
    }

    // (j) jobs: both instances run a job worker on the one database (JOBS_IN_WEB default). Each
    // scheduled job ran at most once per tick, whichever instance took it: no more runs than cron
    // minutes between its first and last run (a tick's job may be created a few seconds into the
    // next minute, so runs are not grouped by calendar minute); the every-minute sweep ran at all.
    {
      const { queryRows } = await import("../db");
      const ticks = await queryRows<{ name: string; runs: number; minutes: number }>(
        db,
        sql`SELECT name, count(*)::int AS runs, (ceil(extract(epoch FROM max(created_on) - min(created_on)) / 60) + 1)::int AS minutes
              FROM (SELECT name, created_on FROM pgboss.job UNION ALL SELECT name, created_on FROM pgboss.archive) j
             WHERE name IN ('bookings.reservation-sweep', 'bookings.answer-expiry', 'departures.rollover', 'housekeeping.prune')
             GROUP BY name`,
      );
      const twice = ticks.filter((t) => t.runs > t.minutes);
      for (const t of twice) failures.push(`j: ${t.name} ran ${t.runs} times within ${t.minutes} cron minutes`);
      const sweeps = ticks.find((t) => t.name === "bookings.reservation-sweep")?.runs ?? 0;
      if (sweeps === 0) failures.push("j: the reservation sweep never ran on either instance");
      console.log(
        `${twice.length || sweeps === 0 ? "✗" : "✓"} j: two job workers, each scheduled job once per tick (${sweeps} sweep runs)`,
      );
    }

    // (e) ledger and spots across everything above.
    const ledger = await ledgerBreaches();
    const oversold = await spotBreaches(spots);
    for (const b of [...ledger, ...oversold]) failures.push(`e: ${b}`);
    const summary = await ledgerSummary();
    console.log(`${ledger.length + oversold.length ? "✗" : "✓"} e: ledger = balances, no hunt oversold (${summary})`);

    console.log("");
    printTable(rows);
    await closeDb();
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
    await database?.drop().catch((e) => console.error("could not drop the database:", e));
  }
  if (failures.length) {
    console.log(`\nFAIL: ${failures.length} rule(s) broken:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nPASS: no oversell, one answer per claim and booking, one payment and e-mail each, ledger = balances, cache expiry reaches both instances, one run per job tick`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
