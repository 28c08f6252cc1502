import { beforeAll, describe, expect, it } from "vitest";
import {
  ACTORS,
  allows,
  doorOf,
  expectedStatus,
  isMutating,
  isProtected,
  refusedPastTheDoor,
  ROUTES,
  routeKey,
  type RouteRow,
  type World,
} from "./route-registry";
import {
  createWorld,
  dbFingerprint,
  declaredAudience,
  discoverRoutes,
  handlerIndex,
  MISSING_ROWS,
  prepare,
  send,
  unregistered,
  type DiscoveredRoute,
} from "./support";

/**
 * The authorization matrix: every /api route × every kind of caller. A refusal must leave the
 * database exactly as it was; anything answered to a signed-in caller must not be cached.
 *
 * Each handler's door declares its audience (route({ auth })); the matrix reads it and proves it:
 * a caller outside it is refused at the door (401 signed out, 403 another role), and a caller
 * inside it is never refused (401/403) unless its row says why (another owner's ids, an outfitter
 * not yet approved, an answer fixed in the row). A door wider than the route's real audience
 * (a role refused deeper, in the service) or narrower (a role the route serves, refused) fails.
 */
let discovered: DiscoveredRoute[];
let handlers: ReturnType<typeof handlerIndex>;
let world: World;

beforeAll(async () => {
  discovered = await discoverRoutes();
  handlers = handlerIndex(discovered);
  world = await createWorld();
});

describe("route registry", () => {
  it("has a row for every route file and exported method", () => {
    expect(unregistered(discovered), MISSING_ROWS).toEqual([]);
  });

  it("has no row for a route or method that does not exist", () => {
    const stale = ROUTES.filter((r) => !handlers.has(routeKey(r))).map(routeKey);
    expect(stale).toEqual([]);
  });

  it("names each route once", () => {
    const keys = ROUTES.map(routeKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("declares at each door the audience its row names", () => {
    const disagree = ROUTES.filter((r) => handlers.has(routeKey(r))).flatMap((r) => {
      const declared = declaredAudience(handlers.get(routeKey(r))!);
      // A handler without route() reads no caller: it is public, whoever calls.
      const door = declared === null ? "public" : doorOf(declared);
      return door === doorOf(r.access) ? [] : [`${routeKey(r)}: the door says ${door}, the row ${doorOf(r.access)}`];
    });
    expect(disagree).toEqual([]);
  });

  it("finds the routes main had when the registry was written", () => {
    expect(discovered.length).toBeGreaterThanOrEqual(14);
  });
});

const cases = ROUTES.filter((r) => !r.skip).flatMap((r) => ACTORS.map((actor) => [routeKey(r), actor, r] as const));

describe("authorization matrix", () => {
  it.each(cases)("%s as %s", async (_key, actor, row: RouteRow) => {
    const handler = handlers.get(routeKey(row));
    expect(handler, "route file missing").toBeDefined();
    const want = expectedStatus(row, actor);
    const prepared = await prepare(row, world, actor);
    const before = await dbFingerprint();
    const res = await send(handler!, row, prepared);

    const answer = `${routeKey(row)} as ${actor}: ${res.status} ${JSON.stringify(res.json)}`;
    const door = declaredAudience(handler!) ?? "public";
    if (!allows(door, actor)) {
      expect(res.status, `refused at the door: ${answer}`).toBe(actor === "anonymous" ? 401 : 403);
    } else if (!refusedPastTheDoor(row, actor)) {
      expect([401, 403], `admitted by the door (${String(door)}) but refused: ${answer}`).not.toContain(res.status);
    }
    expect(res.status, answer).toBe(want);
    if (want >= 400) {
      expect(typeof (res.json as { message?: unknown })?.message).toBe("string");
      expect(await dbFingerprint(), "a refused request changed the database").toEqual(before);
    }
    // Per-user answers and every mutation's answer (a sign-in's token) are never cached.
    if (isProtected(row) || row.access === "optional" || isMutating(row)) {
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(JSON.stringify(res.json)).not.toMatch(/passwordHash|password_hash|\$argon2/);
  });
});
