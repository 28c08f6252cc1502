import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createBooking, createHunt } from "@/seed/factories";
import { bookings } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { answerBookingAction } from "@/lib/bookings/actions";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** Accept/Deny/Mark Complete (lib/bookings/actions.ts), twin of PATCH /api/bookings/{id}/status. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

async function pending() {
  const hunt = await createHunt({ outfitterId: fx.outfitter.id });
  return createBooking({ huntId: hunt.id, outfitterId: fx.outfitter.id, hunterId: fx.hunter.id, holdsSpot: true });
}
const statusOf = async (id: number) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

describe("answerBookingAction", () => {
  it("the hunter and the admin are refused at the door (403), anonymous 401; the booking stays pending", async () => {
    const b = await pending();
    for (const token of [undefined, fx.tokens.hunter, fx.tokens.admin]) {
      callAs(token);
      expect(await answerBookingAction(IDLE, { bookingId: b.id, status: "accepted" })).toMatchObject({
        ok: false,
        status: token ? 403 : 401,
      });
    }
    expect(await statusOf(b.id)).toBe("pending");
  });

  it("the outfitter denies once; answering again is the route's 409; cancel is not an answer (400)", async () => {
    const b = await pending();
    callAs(fx.tokens.outfitter);
    expect(await answerBookingAction(IDLE, { bookingId: b.id, status: "cancelled" as "denied" })).toMatchObject({ ok: false, status: 400 });
    expect(await answerBookingAction(IDLE, { bookingId: b.id, status: "denied" })).toMatchObject({
      ok: true,
      data: { id: b.id, status: "denied" },
    });
    expect(await statusOf(b.id)).toBe("denied");
    expect(await answerBookingAction(IDLE, { bookingId: b.id, status: "accepted" })).toMatchObject({ ok: false, status: 409 });
  });
});
