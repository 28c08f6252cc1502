/**
 * npm run test:faults — fault injection against the production build on a private PostgreSQL
 * cluster (initdb in a temporary directory, port 5499; the machine's own cluster is never touched).
 * Exits non-zero when a rule breaks:
 *   (a) PostgreSQL stopped (-m immediate) under load → the app answers 503 with a generic JSON
 *       message (no stack, no SQL), recovers by itself when the database is back, and leaves no
 *       half-written booking (every 201 is stored; availability + held spots = spots)
 *   (b) SIGTERM under write load → the server drains and exits by itself, every write answered
 *       2xx is in the database after the restart, nothing answered 5xx
 *   (c) e-mail provider down for EMAIL_OUTAGE_MS (a fake Resend answering 503) → the user's action
 *       succeeds, the failure is logged as a JSON line (event "email.failed") and the outbox row
 *       waits for a retry (the retries during the outage fail too); once the fake is back, the
 *       delivery worker sends each of those e-mails exactly once
 *   (d) PostgreSQL stopped again, pages opened in Chromium → the landing search says 'Failed to
 *       search hunts' inside the page, browse / advanced search / outfitter / hunt pages show their
 *       error message in the site's layout (HTTP 500, nothing cached), no internals; once the
 *       database is back the same pages render normally
 *   (f) two instances, e-mails waiting for their retry jobs, PostgreSQL stopped while the jobs fall
 *       due → once it is back the two workers run every due job: each e-mail delivered once, none lost
 *   (g) the same two instances: e-mail retry jobs set for a future time run at that time; an instance
 *       SIGKILLed inside a delivery job → the other reruns it, one e-mail (one idempotency key); a job
 *       that always fails retries with growing waits and is dead on both instances' admin API
 *   (e) uploads: a 100 MB video streamed without a Content-Length is stored while the server's RSS
 *       grows < 30 MB; a 200 MB one is answered 413 once past 100 MB with no partial file left
 *
 *   npm run build && npm run test:faults
 *
 * Env: PORT (4120), PG_PORT (5499), OUTAGE_MS (3000: the database outage of phase a),
 * EMAIL_OUTAGE_MS and EMAIL_RETRY_SCALE (phases c, f, g: by default an 8 s outage on the retry schedule
 * divided by 60, so minutes are seconds and the same retries fail and succeed in about 30 s;
 * `npm run test:faults -- --long` is the two-minute outage on the real schedule, about 7
 * minutes), RECOVERY_LIMIT_MS (30000), WAIT_LIMIT_MS (8000).
 */
import { eq, inArray } from "drizzle-orm";
import { PrivateCluster, createScriptDatabase, migrateScriptDatabase } from "./lib/database";
import { cleanupOnExit, requireBuild, send, sleep, startServer, stopServer, waitHealthy, type Answer, type AppServer } from "./lib/servers";
import { percentile, printTable, spotBreaches } from "./lib/checks";
import { checkEmailDown, checkEmailRecovered, startFakeResend } from "./lib/faults-email";
import { checkJobsThroughDatabaseOutage } from "./lib/faults-jobs";
import { checkJobCasesAcrossInstances } from "./lib/faults-jobs-cases";
import { checkPagesWhileDown } from "./lib/faults-pages";
import { checkUploads } from "./lib/faults-uploads";

const PORT = Number(process.env.PORT ?? 4120);
const PG_PORT = Number(process.env.PG_PORT ?? 5499);
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 3000);
/** How long the fake Resend stays down in phase c (the issue asks for two minutes). */
const LONG = process.argv.includes("--long");
const EMAIL_OUTAGE_MS = Number(process.env.EMAIL_OUTAGE_MS ?? (LONG ? 120_000 : 8_000));
/** The server's e-mail retry waits and delivery poll are divided by this (lib/config.ts). */
const EMAIL_RETRY_SCALE = Number(process.env.EMAIL_RETRY_SCALE ?? (LONG ? 1 : 60));
/** How long PostgreSQL is down in phase f: past the first scaled retry step, so jobs fall due meanwhile. */
const JOBS_OUTAGE_MS = Number(process.env.JOBS_OUTAGE_MS ?? 5000);
const RECOVERY_LIMIT_MS = Number(process.env.RECOVERY_LIMIT_MS ?? 30_000);
/** No request may hang longer than this while the database is away or coming back. */
const WAIT_LIMIT_MS = Number(process.env.WAIT_LIMIT_MS ?? 8000);
const WORKERS = 8;
const SPOTS = 100_000;
export const UNAVAILABLE = "Service temporarily unavailable. Please try again shortly.";
/** What a 503 body must never contain: stack frames, SQL, driver or network internals. */
const LEAK = /\bat \S+ \(|node_modules|\bselect\b|\binsert\b|\bupdate\b|postgres|ECONN|CONNECTION_|sqlstate|"stack"/i;

type Kind = "booking" | "message" | "me" | "search";
type Op = { kind: Kind; answer: Answer; content?: string };
const failures: string[] = [];
const table: Record<string, string | number>[] = [];

function rule(name: string, breaches: string[]) {
  for (const b of breaches) failures.push(`${name}: ${b}`);
  console.log(`${breaches.length ? "✗" : "✓"} ${name}${breaches.length ? ` — ${breaches.slice(0, 5).join("; ")}` : ""}`);
}

function summarize(phase: string, ops: Op[]) {
  const lat = ops.map((o) => o.answer.ms).sort((a, b) => a - b);
  const by = (f: (a: Answer) => boolean) => ops.filter((o) => f(o.answer)).length;
  table.push({
    phase,
    requests: ops.length,
    "2xx": by((a) => a.status >= 200 && a.status < 300),
    "×503": by((a) => a.status === 503),
    "other http": by((a) => a.status >= 300 && a.status !== 503),
    "no answer": by((a) => a.status === 0),
    "p50 ms": percentile(lat, 50),
    "max ms": lat.at(-1) ?? 0,
  });
}

/** `WORKERS` loops, each sending one request after the other until `stop()` says so. */
async function load(next: (worker: number, i: number) => Promise<Op>, stop: () => boolean, pauseMs = 15): Promise<Op[]> {
  const ops: Op[] = [];
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = 0; !stop(); i++) {
        ops.push(await next(w, i));
        if (pauseMs) await sleep(pauseMs);
      }
    }),
  );
  return ops;
}

async function main() {
  requireBuild();
  const cluster = new PrivateCluster(PG_PORT);
  cleanupOnExit(() => cluster.destroy());
  let server: AppServer | undefined;
  let second: AppServer | undefined;
  let fakeResend: Awaited<ReturnType<typeof startFakeResend>> | undefined;
  try {
    cluster.start();
    const database = await createScriptDatabase("faults", cluster.url);
    console.log(`private cluster ${cluster.dir} on ${PG_PORT}, database ${database.name}, server on ${PORT}`);
    await migrateScriptDatabase(database.url);
    const { db, closeDb } = await import("../db");
    const schema = await import("../db/schema");
    const { createActivePayoutAccount, createHunt, createHunter, createOutfitter } = await import("../seed/factories");
    const { issueApiToken } = await import("../lib/auth/api-tokens");
    const outfitter = await createOutfitter();
    await createActivePayoutAccount(outfitter.id);
    const hunt = await createHunt({ outfitterId: outfitter.id, availability: SPOTS, priceCents: 120000 });
    const hunters = await Promise.all(Array.from({ length: WORKERS }, () => createHunter()));
    const tokens = await Promise.all(hunters.map((h) => issueApiToken(h.id)));
    // Only the scripts' own connections: the app's must be the ones that break and recover.
    await closeDb();

    const serverEnv = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: "5" };
    server = startServer(PORT, serverEnv);
    await waitHealthy(server);

    const bookingBody = {
      huntId: hunt.id,
      hunterName: "Fault Test",
      hunterPhone: "406-555-0111",
      emergencyContactName: "Contact",
      emergencyContactPhone: "406-555-0122",
      termsAccepted: true,
    };
    const kinds: Kind[] = ["booking", "me", "message", "search"];
    const op = async (w: number, i: number, kind: Kind = kinds[(w + i) % kinds.length]!): Promise<Op> => {
      const token = tokens[w]!;
      switch (kind) {
        case "booking":
          return { kind, answer: await send(PORT, "POST", "/api/bookings", { token, body: bookingBody }) };
        case "message": {
          const content = `fault test ${w}-${i} at ${performance.now().toFixed(3)}`; // unique across phases (a) and (b)
          return {
            kind,
            content,
            answer: await send(PORT, "POST", "/api/messages", { token, body: { receiverId: outfitter.id, content } }),
          };
        }
        case "me":
          return { kind, answer: await send(PORT, "GET", "/api/auth/me", { token }) };
        case "search":
          return { kind, answer: await send(PORT, "GET", `/api/hunts?species=elk&page=${1 + (i % 3)}&minPrice=${i % 500}`) };
      }
    };

    // ---- (a) PostgreSQL stopped under load, then started again.
    let stopLoad = false;
    let stoppedAt = 0;
    let startedAt = 0;
    let recoveredAt = 0;
    const running = load(
      async (w, i) => {
        const o = await op(w, i);
        if (
          startedAt &&
          !recoveredAt &&
          o.kind !== "search" &&
          o.answer.status >= 200 &&
          o.answer.status < 300 &&
          o.answer.startedAt > startedAt
        )
          recoveredAt = o.answer.endedAt;
        return o;
      },
      () => stopLoad,
    );
    await sleep(2000);
    stoppedAt = performance.now();
    cluster.stop("immediate");
    await sleep(OUTAGE_MS);
    cluster.start();
    startedAt = performance.now();
    while (!recoveredAt && performance.now() - startedAt < RECOVERY_LIMIT_MS) await sleep(100);
    const recoveryMs = recoveredAt ? Math.round(recoveredAt - startedAt) : null;
    await sleep(2000);
    stopLoad = true;
    const opsA = await running;
    const afterRecovery = recoveredAt + 500;
    const before = opsA.filter((o) => o.answer.endedAt < stoppedAt);
    const outage = opsA.filter((o) => o.answer.startedAt >= stoppedAt && o.answer.endedAt <= startedAt);
    const after = opsA.filter((o) => o.answer.startedAt > afterRecovery);
    summarize("a: before the stop", before);
    summarize(`a: database down (${OUTAGE_MS} ms)`, outage);
    summarize(
      "a: transition",
      opsA.filter((o) => !before.includes(o) && !outage.includes(o) && !after.includes(o)),
    );
    summarize("a: after recovery", after);
    const failed = opsA.filter((o) => o.answer.status < 200 || o.answer.status >= 300);
    const badFailures = failed.filter(
      (o) =>
        o.answer.status !== 503 ||
        o.answer.body.message !== UNAVAILABLE ||
        Object.keys(o.answer.body).length !== 1 ||
        LEAK.test(o.answer.text),
    );
    rule(
      "a: every failure is 503 {message: generic}, no stack, no SQL",
      badFailures
        .slice(0, 5)
        .map((o) => `${o.kind} ${o.answer.status || o.answer.error} ${o.answer.text.slice(0, 200)}`)
        .concat(badFailures.length > 5 ? [`…${badFailures.length} in all`] : []),
    );
    rule("a: the outage was seen as 503", outage.some((o) => o.answer.status === 503) ? [] : ["no 503 while the database was down"]);
    rule(
      "a: healthy before the stop",
      before.filter((o) => o.answer.status >= 300 || o.answer.status < 200).map((o) => `${o.kind} ${o.answer.status}`),
    );
    rule(
      `a: recovers by itself within ${RECOVERY_LIMIT_MS} ms (took ${recoveryMs ?? "—"} ms)`,
      recoveryMs === null ? ["no successful write after the database came back"] : [],
    );
    rule(
      "a: all requests succeed after recovery",
      after.length === 0
        ? ["no requests after recovery"]
        : after.filter((o) => o.answer.status >= 300).map((o) => `${o.kind} ${o.answer.status}`),
    );
    const slow = opsA.filter((o) => o.answer.ms > WAIT_LIMIT_MS);
    rule(
      `a: no request waits longer than ${WAIT_LIMIT_MS} ms (slowest ${Math.max(...opsA.map((o) => o.answer.ms))} ms)`,
      slow.map((o) => `${o.kind} took ${o.answer.ms} ms (${o.answer.status})`),
    );
    const health = await send(PORT, "GET", "/api/health");
    rule("a: /api/health is 200 again", health.status === 200 ? [] : [`health ${health.status}`]);
    const unavailableLogs = server.output.filter((l) => l.startsWith("{") && l.includes('"db.unavailable"')).length;
    rule(
      `a: the outage is logged (${unavailableLogs} db.unavailable JSON lines)`,
      unavailableLogs > 0 ? [] : ["no db.unavailable log line"],
    );
    // A failed Drizzle query's message carries its parameters (e-mails, message text): the JSON
    // logger strips them; a raw console line would not.
    const leaks = server.output.filter((l) => /params:/.test(l) || (!l.startsWith("{") && /Failed query/.test(l)));
    rule(
      "a: failures are logged as JSON lines without query parameters",
      leaks.slice(0, 3).map((l) => l.slice(0, 160)),
    );
    // postgres.js 3.4.9 writes to a socket it has already dropped when a connection dies under a
    // query (porsager/postgres#1176, #1209): Next logs the TypeError and the server carries on.
    const driverCrashes = server.output.filter((l) => l.includes("uncaughtException")).length;
    if (driverCrashes)
      console.log(
        `  (note: ${driverCrashes} uncaughtException lines from the postgres.js driver during the outage; the server kept serving)`,
      );

    // No half-written bookings: each 201 is stored, and the spot count adds up.
    const createdIds = opsA.filter((o) => o.kind === "booking" && o.answer.status === 201).map((o) => Number(o.answer.body.id));
    const bookingRows = await db.select({ id: schema.bookings.id }).from(schema.bookings).where(eq(schema.bookings.huntId, hunt.id));
    const stored = new Set(bookingRows.map((r) => r.id));
    const refusedBookings = opsA.filter((o) => o.kind === "booking" && o.answer.status !== 201).length;
    const unanswered = bookingRows.length - createdIds.length;
    rule(`a: no half-written bookings (${createdIds.length} answered 201, ${bookingRows.length} stored, ${refusedBookings} refused)`, [
      ...createdIds.filter((id) => !stored.has(id)).map((id) => `booking ${id} answered 201 but is not stored`),
      ...(unanswered < 0 || unanswered > refusedBookings ? [`${unanswered} stored bookings without a 201`] : []),
      ...(await spotBreaches(new Map([[hunt.id, SPOTS]]))),
    ]);

    // ---- (b) SIGTERM under write load; restart; every 2xx write is stored.
    let signalledAt = 0;
    let refused = false;
    const writes = load(
      async (w, i) => op(w, i, i % 2 ? "message" : "booking"),
      () => refused,
      5,
    ).then((ops) => ops);
    const watcher = (async () => {
      while (!refused) {
        await sleep(50);
        if (signalledAt && performance.now() - signalledAt > 20_000) refused = true;
      }
    })();
    await sleep(2000);
    signalledAt = performance.now();
    const stopped = stopServer(server, "SIGTERM", 20_000);
    // Writers run until the server no longer accepts connections.
    const checkRefused = setInterval(() => {
      void send(PORT, "GET", "/api/health", { timeoutMs: 2000 }).then((r) => {
        if (r.error === "ECONNREFUSED") refused = true;
      });
    }, 100);
    const exit = await stopped;
    refused = true;
    clearInterval(checkRefused);
    await watcher;
    const opsB = await writes;
    const beforeSignal = opsB.filter((o) => o.answer.startedAt < signalledAt);
    const inFlight = opsB.filter((o) => o.answer.startedAt < signalledAt && o.answer.endedAt >= signalledAt);
    const afterSignal = opsB.filter((o) => o.answer.startedAt >= signalledAt);
    summarize("b: writes before SIGTERM", beforeSignal);
    summarize("b: writes sent after SIGTERM", afterSignal);
    const errors = opsB.filter((o) => o.answer.status >= 500);
    // A write whose request was on the wire before the signal must be answered, with one exception
    // no server can avoid: a connection the kernel had queued but the server had not yet accepted
    // when it stopped listening is reset. The client sees ECONNRESET (a failed write it can retry,
    // never a false success), so such a write must not be stored. That window is a fraction of a
    // millisecond, so more than two resets means the server dropped requests it had accepted.
    const unansweredWrites = opsB.filter(
      (o) => o.answer.status === 0 && o.answer.writtenAt !== undefined && o.answer.writtenAt < signalledAt,
    );
    const queuedResets = unansweredWrites.filter((o) => o.answer.error === "ECONNRESET");
    rule(
      `b: graceful exit on SIGTERM (code ${exit.code ?? exit.signal}, ${exit.ms} ms, ${inFlight.length} requests in flight answered, ${queuedResets.length} queued connections reset)`,
      [
        ...(exit.forced ? ["did not exit within 20 s (killed)"] : []),
        ...(exit.code !== 143 && exit.code !== 0 ? [`exit ${exit.code ?? exit.signal}`] : []),
        ...unansweredWrites
          .filter((o) => o.answer.error !== "ECONNRESET")
          .map((o) => `${o.kind} sent before the signal got no answer (${o.answer.error})`),
        ...(queuedResets.length > 2 ? [`${queuedResets.length} writes sent before the signal were reset`] : []),
        ...errors.map((o) => `${o.kind} answered ${o.answer.status}: ${o.answer.text.slice(0, 120)}`),
      ],
    );

    fakeResend = await startFakeResend();
    const emailEnv = {
      ...serverEnv,
      RESEND_API_KEY: "re_faults_outage",
      RESEND_BASE_URL: fakeResend.url,
      EMAIL_RETRY_SCALE: String(EMAIL_RETRY_SCALE),
    };
    server = startServer(PORT, emailEnv);
    await waitHealthy(server);
    const ok = opsB.filter((o) => o.answer.status >= 200 && o.answer.status < 300);
    // Distinct ids: a hunter's repeated request for the same hunt answers its open reservation again.
    const okBookings = [...new Set(ok.filter((o) => o.kind === "booking").map((o) => Number(o.answer.body.id)))];
    const okMessages = ok
      .filter((o) => o.kind === "message")
      .map((o) => Number((o.answer.body.message as { id?: number } | undefined)?.id));
    const foundBookings = okBookings.length
      ? await db.select({ id: schema.bookings.id }).from(schema.bookings).where(inArray(schema.bookings.id, okBookings))
      : [];
    const foundMessages = okMessages.length
      ? await db.select({ id: schema.messages.id }).from(schema.messages).where(inArray(schema.messages.id, okMessages))
      : [];
    rule(
      `b: after the restart every 2xx write is stored (${foundBookings.length}/${okBookings.length} bookings, ${foundMessages.length}/${okMessages.length} messages)`,
      [
        ...(ok.length === 0 ? ["no write succeeded"] : []),
        ...(foundBookings.length !== okBookings.length ? [`${okBookings.length - foundBookings.length} bookings lost`] : []),
        ...(foundMessages.length !== okMessages.length || okMessages.some((id) => !Number.isFinite(id))
          ? [`${okMessages.length - foundMessages.length} messages lost`]
          : []),
        ...(await spotBreaches(new Map([[hunt.id, SPOTS]]))),
      ],
    );
    // Nothing the client was not told about: a reset write is not stored.
    const resetContents = queuedResets.flatMap((o) => (o.content ? [o.content] : []));
    const storedResets = resetContents.length
      ? await db.select({ id: schema.messages.id }).from(schema.messages).where(inArray(schema.messages.content, resetContents))
      : [];
    const bookingsAfterB = await db.select({ id: schema.bookings.id }).from(schema.bookings).where(eq(schema.bookings.huntId, hunt.id));
    const unansweredBookings = bookingsAfterB.length - bookingRows.length - okBookings.length;
    rule("b: a write reset before the server accepted it is not stored", [
      ...storedResets.map((m) => `message ${m.id} was reset but stored`),
      ...(unansweredBookings > 0 ? [`${unansweredBookings} bookings stored without a 2xx answer`] : []),
    ]);

    // ---- (c) e-mail provider down on the restarted server (down since it started).
    const emailOutageStartedAt = Date.now();
    const email = await checkEmailDown(server, { outfitterId: outfitter.id, huntId: hunt.id, bookingBody });
    table.push(...email.rows);
    rule("c: e-mail provider down — the actions succeed, failures logged as JSON lines, outbox rows wait for a retry", email.breaches);
    const recovered = await checkEmailRecovered(fakeResend, email.outboxIds, {
      startedAt: emailOutageStartedAt,
      ms: EMAIL_OUTAGE_MS,
      scale: EMAIL_RETRY_SCALE,
    });
    table.push(...recovered.rows);
    rule(
      `c: the provider back after ${Math.round(EMAIL_OUTAGE_MS / 1000)} s — every e-mail of the outage delivered exactly once by the retry worker`,
      recovered.breaches,
    );

    // ---- (f) PostgreSQL stopped while jobs are due, two instances working the queue.
    second = startServer(PORT + 1, emailEnv);
    await waitHealthy(second);
    const jobs = await checkJobsThroughDatabaseOutage({
      servers: [server, second],
      cluster,
      fake: fakeResend,
      outfitterId: outfitter.id,
      outageMs: JOBS_OUTAGE_MS,
    });
    table.push(...jobs.rows);
    rule("f: PostgreSQL stopped while retry jobs are due — after recovery the two instances run each once, nothing lost", jobs.breaches);

    // ---- (g) the job engine's cases across the two instances: future jobs, a killed worker, a dead job.
    const cases = await checkJobCasesAcrossInstances({
      servers: [server, second],
      fake: fakeResend,
      outfitterId: outfitter.id,
      restart: async (killed) => {
        const again = startServer(killed.port, emailEnv);
        await waitHealthy(again);
        return again;
      },
    });
    [server, second] = cases.servers as [AppServer, AppServer];
    table.push(...cases.rows);
    rule(
      "g: jobs at a future time run then, a killed instance's job reruns on the other once, a failing job ends dead on the admin page",
      cases.breaches,
    );
    await stopServer(second);
    second = undefined;

    // ---- (e) a 100 MB video streamed with flat memory; oversized uploads refused while they arrive.
    const uploads = await checkUploads(server, await issueApiToken(outfitter.id), `.data/proc-${PORT}`);
    table.push(...uploads.rows);
    rule(
      "e: uploads stream to disk — 100 MB video with RSS growth < 30 MB, 413 as soon as the limit is passed, no partial file",
      uploads.breaches,
    );

    // ---- (d) pages a visitor opens while the database is down, in a real browser.
    const pages = await checkPagesWhileDown({ port: PORT, cluster, huntId: hunt.id, outfitterId: outfitter.id });
    table.push(...pages.rows);
    for (const [name, breaches] of pages.rules) rule(`d: ${name}`, breaches);

    console.log("");
    printTable(table);
    await closeDb();
  } finally {
    if (server) await stopServer(server);
    if (second) await stopServer(second);
    await fakeResend?.close();
    cluster.destroy();
  }
  if (failures.length) {
    console.log(`\nFAIL: ${failures.length} breach(es):\n  ${failures.slice(0, 30).join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(
      "\nPASS: 503 while the database is down and recovery after, graceful SIGTERM with no lost write, e-mail failure never fails the user, jobs due during an outage run once after it, future, killed and dead jobs across two instances, pages say what failed",
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
