import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogsForTests } from "@/lib/log";
import { expectedStatus, isMutating, ROUTES, routeKey, successfulActor, type ActorName, type RouteRow, type World } from "./route-registry";
import { createWorld, discoverRoutes, handlerIndex, MISSING_ROWS, prepare, send, unregistered, type DiscoveredRoute } from "./support";

/**
 * The bad-input sweep over EVERY route file (reads included, not only the mutations
 * hostile-input.test.ts sends bodies to): text PostgreSQL cannot store (U+0000, lone UTF-16
 * surrogates) and oversized or undecodable-looking text in every query parameter, every path
 * parameter and every string field of the body. Always a 4xx with a JSON message or a 2xx;
 * never a 5xx, and nothing logged as an error (a client's mistake is not the server's).
 */
const BAD_TEXT = ["a\u0000b", "bad \uD800", "\uDC00%ff", "x".repeat(5000)];
/** Query keys every route gets, whether it reads them or not (the search and list parameters). */
const COMMON_QUERY = ["location", "species", "dates", "q", "status"];

let world: World;
let handlers: ReturnType<typeof handlerIndex>;
let discovered: DiscoveredRoute[];
let logs: ReturnType<typeof captureLogsForTests>;
beforeAll(async () => {
  discovered = await discoverRoutes();
  handlers = handlerIndex(discovered);
  world = await createWorld();
  logs = captureLogsForTests();
});
afterAll(() => logs.restore());

/** Who calls: the row's successful caller, else one it refuses after parsing (so input still gets read). */
const callerOf = (r: RouteRow): ActorName =>
  successfulActor(r) ?? (["hunter", "outfitter", "admin", "anonymous"] as const).find((a) => expectedStatus(r, a) !== 401) ?? "anonymous";
const rows = ROUTES.filter((r) => !r.skip);
const paramNames = (r: RouteRow) => [...r.path.matchAll(/\[\.{0,3}(\w+)\]/g)].map((m) => m[1]!);
const stringFields = (body: unknown) =>
  body && typeof body === "object" && !Array.isArray(body)
    ? Object.keys(body).filter((k) => typeof (body as Record<string, unknown>)[k] === "string")
    : [];

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** One request with one value changed; the prepared request is reused (a refusal changes nothing). */
async function attempt(row: RouteRow, base: Prepared, vary: (spec: Prepared["spec"]) => void, label: string) {
  const prepared = { ...base, spec: { ...base.spec, query: { ...base.spec.query }, params: { ...base.spec.params } } };
  vary(prepared.spec);
  const errorsBefore = logs.entries().filter((e) => e.level === "error" || e.level === 50).length;
  const res = await send(handlers.get(routeKey(row))!, row, prepared);
  const what = `${routeKey(row)} ${label} → ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) expect(typeof (res.json as { message?: unknown })?.message, what).toBe("string");
  const errors = logs.entries().filter((e) => e.level === "error" || e.level === 50);
  expect(errors.slice(errorsBefore), `logged as an error: ${what}`).toEqual([]);
}

describe.each(rows.map((r) => [routeKey(r), r] as const))("%s", (_key, row) => {
  it("refuses unstorable text in every query parameter without a 5xx", async () => {
    const base = await prepare(row, world, callerOf(row));
    const keys = new Set([...Object.keys(base.spec.query ?? {}), ...COMMON_QUERY, ...(row.queryKeys ?? [])]);
    for (const key of keys) {
      for (const bad of BAD_TEXT)
        await attempt(row, base, (s) => void (s.query = { ...s.query, [key]: bad }), `?${key}=${JSON.stringify(bad).slice(0, 20)}`);
    }
  });

  it.skipIf(!paramNames(row).length)("refuses unstorable text in every path parameter without a 5xx", async () => {
    const base = await prepare(row, world, callerOf(row));
    for (const name of paramNames(row)) {
      for (const bad of BAD_TEXT)
        await attempt(row, base, (s) => void (s.params = { ...s.params, [name]: bad }), `[${name}]=${JSON.stringify(bad).slice(0, 20)}`);
    }
  });

  it.skipIf(!isMutating(row))("refuses unstorable text in every string field of the body without a 5xx", async () => {
    const base = await prepare(row, world, callerOf(row));
    for (const field of stringFields(base.spec.body)) {
      for (const bad of ["bad \uD800", "\uDFFF", "a\u0000b"]) {
        await attempt(row, base, (s) => void (s.body = { ...(s.body as object), [field]: bad }), `body.${field}=${JSON.stringify(bad)}`);
      }
    }
  });
});

it("has a registry row for every route file", () => {
  expect(unregistered(discovered), MISSING_ROWS).toEqual([]);
  expect(rows.filter((r) => !isMutating(r)).length).toBeGreaterThan(30);
});
