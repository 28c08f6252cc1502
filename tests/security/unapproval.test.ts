import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db";
import { users } from "@/db/schema";
import { allows, ROUTES, routeKey, type RouteRow, type World } from "./route-registry";
import { createWorld, dbFingerprint, discoverRoutes, handlerIndex, prepare, send } from "./support";

/**
 * Un-approval: an outfitter whose approval is withdrawn keeps its session, but every write that
 * needs an approved outfitter must now answer 403 on its OWN data and change nothing. The
 * request is built for the approved owner first, then the approval is withdrawn.
 */
/** Rows open to any signed-in user whose rule for outfitters still requires approval. */
const ALSO_NEEDS_APPROVAL = ["PATCH /api/bookings/[id]/status"];

const rows = ROUTES.filter(
  (r) =>
    !r.skip &&
    ((allows(r.access, "outfitter") && !allows(r.access, "pendingOutfitter") && r.access !== "user") ||
      ALSO_NEEDS_APPROVAL.includes(routeKey(r))),
);

let world: World;
let handlers: ReturnType<typeof handlerIndex>;
beforeAll(async () => {
  handlers = handlerIndex(await discoverRoutes());
  world = await createWorld();
});

const setApproved = (isApproved: boolean) => db.update(users).set({ isApproved }).where(eq(users.id, world.outfitter.id));

describe.each(rows.map((r) => [routeKey(r), r] as const))("%s", (_key, row: RouteRow) => {
  it("answers 403 to the un-approved owner and writes nothing", async () => {
    const prepared = await prepare(row, world, "outfitter");
    await setApproved(false);
    try {
      const before = await dbFingerprint();
      const res = await send(handlers.get(routeKey(row))!, row, prepared);
      expect(res.status, JSON.stringify(res.json)).toBe(403);
      expect(typeof (res.json as { message?: unknown }).message).toBe("string");
      expect(await dbFingerprint()).toEqual(before);
    } finally {
      await setApproved(true);
    }
  });
});

it("covers the approved-outfitter writes", () => {
  expect(rows.map(routeKey)).toEqual(
    expect.arrayContaining(["POST /api/hunts", "PUT /api/hunts/[id]", "PATCH /api/bookings/[id]/status", "POST /api/upload"]),
  );
});
