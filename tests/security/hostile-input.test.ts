import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { isMutating, ROUTES, routeKey, successfulActor, type RouteRow, type World } from "./route-registry";
import {
  createWorld,
  dbFingerprint,
  discoverRoutes,
  handlerIndex,
  MISSING_ROWS,
  prepare,
  send,
  unregistered,
  userFlags,
  type DiscoveredRoute,
  type Prepared,
} from "./support";

/**
 * Hostile input on every mutating route in the registry: malformed bodies, wrong types, huge
 * strings and arrays, unicode and HTML/SQL-looking text, and privileged fields a client must not
 * set. Always a 4xx with a JSON message or a correct 2xx; never a 5xx; a 4xx writes nothing
 * (rate-limit counters aside); a 2xx never changes anyone's role, approval, active or top-tier flag.
 */
// Input validation does not depend on the database: the PostgreSQL run (CI's second leg) tries 25
// generated bodies a route, the default embedded run 10, so `npm test` stays inside its budget.
fc.configureGlobal({ seed: 20250921, numRuns: process.env.TEST_DATABASE_URL ? 25 : 10, endOnFailure: true });

const MB = 1024 * 1024;
const COUNTERS = ["rate_limits"];
const MASS_ASSIGNMENT = {
  id: 1,
  userId: 1,
  price: 1,
  priceCents: 1,
  totalAmountCents: 1,
  commissionCents: 0,
  status: "confirmed",
  paymentStatus: "paid",
  outfitterId: 1,
  hunterId: 1,
  isApproved: true,
  role: "admin",
  isTopTier: true,
  isActive: false,
  passwordHash: "$argon2id$forged",
  createdAt: "2000-01-01T00:00:00Z",
};
const HOSTILE_STRINGS = [
  "",
  "   ",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "1); SELECT pg_sleep(5); --",
  "${7*7}{{7*7}}",
  "../../../etc/passwd",
  "\u202Egnp.exe",
  "🦌🏹 Ωç√ 𝕳𝖚𝖓𝖙 中文 العربية",
  "\uD800",
  "\uFEFF",
  "\u0000",
  "__proto__",
  "1e309",
  "admin",
];
const RAW_BODIES = [
  "not json",
  "{",
  '{"a":',
  "null",
  "[]",
  "[1,2,3]",
  "42",
  '"a string"',
  "true",
  "<xml/>",
  "a=1&b=2",
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  `{"x":${"[".repeat(5000)}${"]".repeat(5000)}}`,
  '{"email":"\\u0000@example.test"}',
  // Lone surrogates (jsonb refused them with a 500) and NUL, in values and in keys.
  '{"adminNotes":"bad \\ud800","subject":"\\udfff","content":"x\\ud800y"}',
  '{"a\\ud800":1,"\\u0000":2}',
  "\uFEFF{}",
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constant("x".repeat(20_000)),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
);

/** The valid body with any field replaced by a hostile value, plus some privileged extras. */
function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, fc.oneof(fc.constant(v), hostileValue)]));
  const extras = fc
    .subarray(Object.keys(MASS_ASSIGNMENT))
    .map((keys) => Object.fromEntries(keys.map((k) => [k, MASS_ASSIGNMENT[k as keyof typeof MASS_ASSIGNMENT]])));
  const objectBody = fc.tuple(fc.record(fields), extras).map(([f, e]) => ({ ...e, ...f }));
  return fc.oneof({ weight: 5, arbitrary: objectBody }, { weight: 1, arbitrary: hostileValue });
}

let world: World;
let discovered: DiscoveredRoute[];
let handlers: ReturnType<typeof handlerIndex>;
beforeAll(async () => {
  discovered = await discoverRoutes();
  handlers = handlerIndex(discovered);
  world = await createWorld();
});

const rows = ROUTES.filter((r) => !r.skip && isMutating(r) && successfulActor(r));
const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * One caller's request to a row, for a test's many bodies. A 4xx is checked to write nothing (the
 * rate-limit counters aside), so the data its request names is untouched and serves the next body
 * as a fresh one would; after a 2xx (which may consume it: a booking made, a token revoked) the
 * next body gets a freshly prepared request.
 */
function caller(row: RouteRow) {
  const actor = successfulActor(row)!;
  let prepared: Prepared | undefined;
  const ready = async () => (prepared ??= await prepare(row, world, actor));
  /** Sends one body and checks the contract; returns the answer for further checks. */
  async function attempt(input: { rawBody?: string; body?: unknown }) {
    const request = await ready();
    const [before, flagsBefore] = await Promise.all([dbFingerprint(COUNTERS), userFlags()]);
    const res = await send(handlers.get(routeKey(row))!, row, request, input);
    const what = `${routeKey(row)} as ${actor} with ${(input.rawBody ?? JSON.stringify(input.body) ?? "").slice(0, 200)} → ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`;
    expect(res.status, what).toBeLessThan(500);
    if (res.status >= 400) {
      expect(typeof asObject(res.json).message, what).toBe("string");
      expect(await dbFingerprint(COUNTERS), `half-written: ${what}`).toEqual(before);
    } else {
      prepared = undefined;
      // An admin route may change the flags of the one account it acts on, and no other.
      const target = row.flagTarget?.({ params: request.spec.params, body: input.body }) ?? null;
      const others = (flags: Array<Record<string, unknown>>) => flags.filter((f) => Number(f.id) !== target);
      const flagsAfter = await userFlags();
      expect(others(flagsAfter.slice(0, flagsBefore.length)), `privileged flags changed: ${what}`).toEqual(others(flagsBefore));
    }
    return res;
  }
  /** The valid body of a request prepared for this caller. */
  const validBody = async () => asObject((await ready()).spec.body);
  return { attempt, validBody };
}

describe.each(rows.map((r) => [routeKey(r), r] as const))("%s", (_key, row) => {
  it("answers malformed and non-object bodies with a 4xx and a message (or a harmless 2xx)", async () => {
    const { attempt } = caller(row);
    for (const rawBody of RAW_BODIES) await attempt({ rawBody });
  });

  it("refuses a body over 1 MB with 413, also when the client hides the size", async () => {
    const { attempt, validBody } = caller(row);
    const res = await attempt({ rawBody: JSON.stringify({ padding: "x".repeat(MB) }) });
    expect(res.status).toBe(413);
    expect(asObject(res.json).message).toMatch(/too large/i);
    const valid = await validBody();
    for (const key of Object.keys(valid).slice(0, 3)) {
      expect((await attempt({ body: { ...valid, [key]: "y".repeat(MB) } })).status).toBe(413);
    }
  });

  it("ignores or refuses privileged fields sent by the client", async () => {
    const { attempt, validBody } = caller(row);
    const valid = await validBody();
    const res = await attempt({ body: { ...valid, ...MASS_ASSIGNMENT, ...valid } });
    if (res.status < 300 && row.checkCreated) await row.checkCreated(asObject(res.json));
  });

  it("never answers 5xx to generated hostile bodies (fast-check)", async () => {
    const { attempt, validBody } = caller(row);
    const valid = await validBody();
    await fc.assert(
      fc.asyncProperty(hostileBody(valid), async (body) => {
        const res = await attempt({ body });
        if (res.status < 300 && row.checkCreated) await row.checkCreated(asObject(res.json));
      }),
    );
  });
});

it("has a registry row for every route (a route without one gets no hostile input)", () => {
  expect(unregistered(discovered), MISSING_ROWS).toEqual([]);
});

it("covers every mutating route that can succeed", () => {
  expect(rows.length).toBeGreaterThanOrEqual(8);
});
