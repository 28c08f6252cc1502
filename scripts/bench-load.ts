/**
 * npm run bench:load — mixed read/write load on the production build over PostgreSQL (a
 * benchmark, not a test): search, hunt pages, sign-in, messages, bookings and claim answers run
 * side by side through autocannon. Prints requests/s and p50/p99 per route, then checks the run:
 * no 5xx, no connection errors or timeouts, only 409/429 among the non-2xx answers, no hunt with
 * more bookings than spots, outfitter balances = commission rows. Exits non-zero on a breach.
 *
 *   npm run build && npm run bench:load
 *   DURATION=8 CONNECTIONS=20 npm run bench:load      # the short form CI runs
 *
 * After the table, where each API route's time went (scripts/bench/write-waits.ts).
 *
 * Env: DURATION seconds (30), CONNECTIONS in all (30), TIMEOUT seconds per request (10), PORT (4130), PG_ADMIN_URL,
 * REQUEST_CPU_PROFILE_SECONDS: a CPU profile of the first instance's main thread for that long, summed after the table.
 * DATABASE_POOL_SIZE (10) per instance, INSTANCES (1): that many `next start` on PORT, PORT+1, … over one database, connections spread round-robin
 * (what a load balancer in front of two instances per machine does).
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { bookingClaims } from "../db/schema";
import { createScriptDatabase, migrateScriptDatabase, type ScriptDatabase } from "./lib/database";
import { cleanupOnExit, requireBuild, send, startServer, stopServer, waitHealthy, type AppServer } from "./lib/servers";
import { ledgerBreaches, ledgerSummary, printTable, spotBreaches } from "./lib/checks";
import { summarizeCpuProfile, topFunctions } from "./bench/cpu-profile";
import { mergeProfiles, profileSummary, readServerProfile, sampleActivity, waitRows } from "./bench/write-waits";

const DURATION = Number(process.env.DURATION ?? 30);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 30);
const PORT = Number(process.env.PORT ?? 4130);
const INSTANCES = Math.max(1, Number(process.env.INSTANCES ?? 1));
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
/** Seconds after which autocannon counts a request as timed out (a breach). */
const TIMEOUT = Number(process.env.TIMEOUT ?? 10);
const SPECIES = ["elk", "whitetail deer", "black bear", "turkey"];
const STATES = ["Montana", "Wyoming", "Colorado", "Idaho"];

type Req = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Stream = { name: string; weight: number; allowed: number[]; next: () => Req };
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const json = (token: string | null, body: unknown): Req => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function main() {
  requireBuild();
  let database: ScriptDatabase | undefined;
  let servers: AppServer[] = [];
  cleanupOnExit(() => database?.dropSync());
  let failed = false;
  try {
    database = await createScriptDatabase("benchload");
    await migrateScriptDatabase(database.url);
    const { db, closeDb } = await import("../db");
    const { createActivePayoutAccount, createHunts, createHunter, createOutfitter } = await import("../seed/factories");
    const { issueApiToken } = await import("../lib/auth/api-tokens");

    // Data: 8 outfitters with 80 hunts of 1–5 spots, 100 hunters, 1,500 pending claims.
    const outfitters = await Promise.all(Array.from({ length: 8 }, () => createOutfitter()));
    for (const o of outfitters) await createActivePayoutAccount(o.id);
    const outfitterTokens = new Map(await Promise.all(outfitters.map(async (o) => [o.id, await issueApiToken(o.id)] as const)));
    const hunts = await createHunts(
      Array.from({ length: 80 }, (_, i) => ({
        outfitterId: outfitters[i % 8]!.id,
        title: `Guided ${SPECIES[i % 4]} hunt ${i}`,
        species: [SPECIES[i % 4]!],
        location: `${STATES[i % 4]}, USA`,
        priceCents: 150000 + (i % 10) * 50000,
        availability: 1 + (i % 5),
      })),
    );
    const spots = new Map(hunts.map((h) => [h.id, h.availability]));
    // Bookings go to 12 hunts (36 spots in all), so they sell out during the run and race for the last spots.
    const hotHunts = hunts.slice(0, 12);
    const hunters = await Promise.all(Array.from({ length: 100 }, () => createHunter()));
    const tokens = await Promise.all(hunters.map((h) => issueApiToken(h.id)));
    const claims = await db
      .insert(bookingClaims)
      .values(
        Array.from({ length: 1500 }, (_, i) => ({
          hunterId: hunters[i % 100]!.id,
          outfitterId: outfitters[i % 8]!.id,
          huntPriceCents: 250000 + (i % 7) * 10000,
          huntDescription: `Claimed hunt ${i}`,
        })),
      )
      .returning({ id: bookingClaims.id, outfitterId: bookingClaims.outfitterId });

    const ports = Array.from({ length: INSTANCES }, (_, i) => PORT + i);
    const profileFiles = ports.map((port) => path.resolve(`.data/bench-load-profile-${port}.json`));
    const databaseUrl = database.url;
    servers = ports.map((port, i) =>
      startServer(port, { DATABASE_URL: databaseUrl, REQUEST_PROFILE_FILE: profileFiles[i]!, DATABASE_POOL_SIZE: String(POOL) }),
    );
    await Promise.all(servers.map((s) => waitHealthy(s)));

    const searches = [
      "/api/hunts?species=elk",
      "/api/hunts?location=montana",
      "/api/hunts?minPrice=2000&maxPrice=4000",
      "/api/hunts?species=deer&location=wyoming&difficulty=moderate",
      "/api/hunts",
      "/api/hunts?page=2",
    ];
    const streams: Stream[] = [
      { name: "GET /api/hunts (filters)", weight: 6, allowed: [], next: () => ({ method: "GET", path: pick(searches) }) },
      { name: "GET /hunt/{id}", weight: 6, allowed: [], next: () => ({ method: "GET", path: `/hunt/${pick(hunts).id}` }) },
      {
        name: "POST /api/auth/login",
        weight: 2,
        allowed: [429],
        next: () => ({ ...json(null, { email: pick(hunters).email, password: "password123" }), path: "/api/auth/login" }),
      },
      {
        name: "POST /api/messages",
        weight: 3,
        allowed: [429],
        next: () => ({
          ...json(pick(tokens), { receiverId: pick(outfitters).id, content: "Is the lodge open in May?" }),
          path: "/api/messages",
        }),
      },
      {
        name: "POST /api/bookings",
        weight: 3,
        allowed: [409, 429],
        next: () => ({
          ...json(pick(tokens), {
            huntId: pick(hotHunts).id,
            hunterName: "Load Bench",
            hunterPhone: "406-555-0111",
            emergencyContactName: "Contact",
            emergencyContactPhone: "406-555-0122",
            termsAccepted: true,
          }),
          path: "/api/bookings",
        }),
      },
      {
        name: "POST /api/booking-claims/{id}/respond",
        weight: 2,
        allowed: [409, 429],
        next: () => {
          const c = pick(claims);
          return {
            ...json(outfitterTokens.get(c.outfitterId)!, { accept: Math.random() < 0.8 }),
            path: `/api/booking-claims/${c.id}/respond`,
          };
        },
      },
    ];

    // Warm each route once (first requests load their code), then run every stream at once.
    for (const s of streams) {
      const r = s.next();
      for (const port of ports)
        await send(port, r.method ?? "GET", r.path!, { headers: r.headers, body: r.body ? JSON.parse(r.body) : undefined });
    }
    for (const s of servers) process.kill(s.child.pid!, "SIGUSR2"); // the servers' profiles start after the warm-up
    const stopSampling = sampleActivity(database.url, database.name);
    const weights = streams.reduce((n, s) => n + s.weight, 0);
    const conns = streams.map((s) => Math.max(1, Math.round((CONNECTIONS * s.weight) / weights)));
    console.log(
      `${DURATION} s, ${conns.reduce((a, b) => a + b, 0)} connections (${streams.map((s, i) => `${s.name.split(" ")[1]} ${conns[i]}`).join(", ")}), database ${database.name}${INSTANCES > 1 ? `, ${INSTANCES} instances` : ""}`,
    );
    const results = await Promise.all(
      streams.map((s, i) =>
        autocannon({
          url: ports.map((port) => `http://127.0.0.1:${port}`),
          connections: conns[i],
          duration: DURATION,
          timeout: TIMEOUT,
          requests: [{ method: "GET", path: "/", setupRequest: (req) => ({ ...req, ...s.next() }) }],
        }),
      ),
    );

    const activity = await stopSampling();
    await new Promise((r) => setTimeout(r, 1100)); // the server writes its profile every second
    const profiles = profileFiles.map((f) => readServerProfile(f));
    for (const f of profileFiles) rmSync(f, { force: true });
    const cpuProfileFile = `${profileFiles[0]}.cpuprofile`;

    const breaches: string[] = [];
    const rows = streams.map((s, i) => {
      const r = results[i]!;
      const codes = Object.entries(r.statusCodeStats).map(([code, v]) => [Number(code), v.count] as const);
      const count = (f: (c: number) => boolean) => codes.filter(([c]) => f(c)).reduce((n, [, k]) => n + k, 0);
      const fiveXX = count((c) => c >= 500);
      const unexpected = codes.filter(([c]) => (c < 200 || c >= 300) && !s.allowed.includes(c));
      if (fiveXX) breaches.push(`${s.name}: ${fiveXX} × 5xx`);
      if (r.errors || r.timeouts) breaches.push(`${s.name}: ${r.errors} errors (${r.timeouts} timeouts)`);
      for (const [c, k] of unexpected) if (c < 500) breaches.push(`${s.name}: ${k} × ${c}`);
      return {
        route: s.name,
        conns: conns[i]!,
        requests: r.requests.total,
        "req/s": Math.round(r.requests.average),
        "p50 ms": r.latency.p50,
        "p99 ms": r.latency.p99,
        "2xx": count((c) => c >= 200 && c < 300),
        "×409": count((c) => c === 409),
        "×429": count((c) => c === 429),
        "5xx": fiveXX,
        other: count((c) => (c < 200 || c >= 300) && c !== 409 && c !== 429 && c < 500),
        "err/timeout": `${r.errors}/${r.timeouts}`,
      };
    });
    const total = rows.reduce((n, r) => n + r.requests, 0);
    rows.push({
      route: "all",
      conns: conns.reduce((a, b) => a + b, 0),
      requests: total,
      "req/s": Math.round(total / DURATION),
      "p50 ms": NaN,
      "p99 ms": NaN,
      "2xx": rows.reduce((n, r) => n + r["2xx"], 0),
      "×409": rows.reduce((n, r) => n + r["×409"], 0),
      "×429": rows.reduce((n, r) => n + r["×429"], 0),
      "5xx": rows.reduce((n, r) => n + r["5xx"], 0),
      other: rows.reduce((n, r) => n + r.other, 0),
      "err/timeout": "",
    });
    console.log("");
    printTable(
      rows.map((r) => ({
        ...r,
        "p50 ms": Number.isNaN(r["p50 ms"]) ? "" : r["p50 ms"],
        "p99 ms": Number.isNaN(r["p99 ms"]) ? "" : r["p99 ms"],
      })),
    );

    const profile = mergeProfiles(profiles);
    if (profile) {
      console.log("\nWhere each API route's time went (server-side means; shares of the route's own time):");
      printTable(waitRows(profile, activity));
      if (existsSync(cpuProfileFile)) {
        console.log(`\nThe first instance's main thread (CPU profile: ${cpuProfileFile}):`);
        printTable(summarizeCpuProfile(cpuProfileFile));
        printTable(topFunctions(cpuProfileFile));
      }
      for (const [i, p] of profiles.entries())
        if (p) for (const line of profileSummary(p)) console.log(`  ${INSTANCES > 1 ? `instance ${i + 1}: ` : ""}${line}`);
    }

    const oversold = await spotBreaches(spots);
    const ledger = await ledgerBreaches();
    breaches.push(...oversold, ...ledger);
    console.log(`\n${oversold.length ? "✗" : "✓"} bookings ≤ spots for all ${spots.size} hunts`);
    console.log(`${ledger.length ? "✗" : "✓"} ledger = balances (${await ledgerSummary()})`);
    await closeDb();
    if (breaches.length) {
      failed = true;
      console.log(`\nFAIL: ${breaches.length} breach(es):\n  ${breaches.slice(0, 30).join("\n  ")}`);
    } else {
      console.log("\nPASS: no 5xx, no errors or timeouts, only 409/429 refusals, no oversell, ledger = balances");
    }
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
    await database?.drop().catch((e) => console.error("could not drop the database:", e));
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
