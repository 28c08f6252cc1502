import { beforeAll, describe, expect, it } from "vitest";
import { ACTORS, expectedStatus, isProtected, ROUTES, routeKey, type World } from "./route-registry";
import { createWorld, dbFingerprint, discoverRoutes, handlerIndex, MISSING_ROWS, prepare, send, unregistered } from "./support";

/**
 * Middleware is not the gate (CVE-2025-29927): handlers are called directly, with no middleware
 * at all, and with the headers that once made Next.js skip it. Every protected route must still
 * refuse the anonymous caller (401) and a caller of the wrong role (403), changing nothing.
 */
const BYPASS_HEADERS: Record<string, string>[] = [
  { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
  { "x-middleware-subrequest": "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware" },
  { "x-middleware-subrequest": "middleware" },
  { "x-middleware-subrequest": "pages/_middleware" },
  { "x-middleware-subrequest": "app/api/auth/me/route" },
  { "x-middleware-invoke": "1", "x-invoke-path": "/api/auth/me", "x-middleware-next": "1" },
  { "x-nextjs-data": "1", "x-middleware-prefetch": "1", "x-middleware-rewrite": "/api/health" },
  { "x-forwarded-user": "1", "x-user-id": "1", "x-user-role": "admin", "x-remote-user": "admin" },
];

let handlers: Awaited<ReturnType<typeof discoverRoutes>>;
let world: World;
beforeAll(async () => {
  handlers = await discoverRoutes();
  world = await createWorld();
});

// With the rows whose door is optional but which refuse the anonymous caller (GET /api/auth/me
// without ?optional=true, the Blob token request).
const protectedRows = ROUTES.filter((r) => !r.skip && (isProtected(r) || expectedStatus(r, "anonymous") === 401));

describe("protected handlers ignore middleware headers", () => {
  it("has a registry row for every route (a route without one is never replayed here)", () => {
    expect(unregistered(handlers), MISSING_ROWS).toEqual([]);
  });

  it("covers at least the protected routes main has", () => {
    expect(protectedRows.length).toBeGreaterThanOrEqual(3);
  });

  it.each(protectedRows.map((r) => [routeKey(r), r] as const))("%s", async (_key, row) => {
    const handler = handlerIndex(handlers).get(routeKey(row))!;
    // The anonymous caller, plus every signed-in caller the matrix expects to be refused.
    const refused = ACTORS.filter((a) => expectedStatus(row, a) >= 400);
    expect(refused).toContain("anonymous");
    for (const actor of refused) {
      // One request and one "before" per caller: each refused replay must leave the database as it was.
      const prepared = await prepare(row, world, actor);
      const before = await dbFingerprint();
      for (const headers of BYPASS_HEADERS) {
        const res = await send(handler, row, prepared, { headers });
        expect(res.status, `${actor} with ${JSON.stringify(headers)}`).toBe(expectedStatus(row, actor));
        expect(await dbFingerprint(), `${actor} with ${JSON.stringify(headers)} changed the database`).toEqual(before);
      }
    }
  });
});
