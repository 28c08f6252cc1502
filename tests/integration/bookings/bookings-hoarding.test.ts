import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db";
import { bookings, users } from "@/db/schema";
import { createHunt, createHunter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { createOrResumeBooking } from "@/lib/bookings/service";
import { MAX_OPEN_RESERVATIONS, TOO_MANY_RESERVATIONS_MESSAGE } from "@/lib/bookings/reservations";
import { toPublicUser } from "@/lib/users/public-user";
import { availability, book, bookAndPay, bookingInput, bookingWorld } from "../../support/bookings";

/**
 * Spot hoarding: an unpaid reservation holds a spot for 30 minutes, so one hunter must not be
 * able to hold every spot of a hunt (or of many hunts) without paying. At most one open unpaid
 * reservation per hunter per hunt (asking again answers the one already held) and at most
 * MAX_OPEN_RESERVATIONS open overall (409 beyond).
 */
const openOf = async (hunterId: number) =>
  (await db.select().from(bookings).where(eq(bookings.hunterId, hunterId))).filter(
    (b) => b.holdsSpot && b.status === "pending" && b.paymentStatus !== "paid",
  );

describe("one hunter cannot hold a hunt's spots without paying", () => {
  it("a second booking of the same hunt answers the reservation already held and takes no second spot", async () => {
    const w = await bookingWorld({ availability: 6 });
    const first = await book(w.hunterToken, w.hunt.id);
    expect(first.status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const again = await book(w.hunterToken, w.hunt.id, { hunterName: `Attempt ${i}` });
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ id: first.json.id, status: "pending", hunterName: "Hannah Reed" });
    }
    expect(await availability(w.hunt.id)).toBe(5);
    expect(await openOf(w.hunter.id)).toHaveLength(1);
  });

  it("holds even when the requests race: 10 at once from one hunter take one spot", async () => {
    const w = await bookingWorld({ availability: 6 });
    const hunter = toPublicUser((await db.select().from(users).where(eq(users.id, w.hunter.id)))[0]!);
    const results = await Promise.all(
      Array.from({ length: 10 }, async () => (await createOrResumeBooking(hunter, bookingInput(w.hunt.id))).booking),
    );
    expect(new Set(results.map((b) => b.id)).size).toBe(1);
    expect(await availability(w.hunt.id)).toBe(5);
  });

  it(`caps open unpaid reservations at ${MAX_OPEN_RESERVATIONS} per hunter, 409 with a plain message beyond, also when racing`, async () => {
    const w = await bookingWorld();
    const more = await Promise.all(
      Array.from({ length: MAX_OPEN_RESERVATIONS + 2 }, () => createHunt({ outfitterId: w.outfitter.id, availability: 2 })),
    );
    const answers = await Promise.all(more.map((h) => book(w.hunterToken, h.id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_OPEN_RESERVATIONS);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r).toMatchObject({ status: 409, json: { message: TOO_MANY_RESERVATIONS_MESSAGE } });
    expect(await openOf(w.hunter.id)).toHaveLength(MAX_OPEN_RESERVATIONS);
    const untouched = more.filter((_, i) => answers[i]!.status !== 201);
    for (const h of untouched) expect(await availability(h.id)).toBe(2);
    expect(TOO_MANY_RESERVATIONS_MESSAGE).toMatch(/unpaid reservations/);
  });

  it("a paid booking frees a place under the cap, and other hunters are never affected", async () => {
    const w = await bookingWorld();
    const paid = await createHunt({ outfitterId: w.outfitter.id, availability: 2 });
    await bookAndPay(w.hunterToken, paid.id);
    const open = await Promise.all(
      Array.from({ length: MAX_OPEN_RESERVATIONS }, () => createHunt({ outfitterId: w.outfitter.id, availability: 2 })),
    );
    for (const h of open) expect((await book(w.hunterToken, h.id)).status).toBe(201);
    const other = await createHunter();
    expect((await book(await issueApiToken(other.id), open[0]!.id)).status).toBe(201);
    expect((await book(w.hunterToken, w.hunt.id)).status).toBe(409);
  });
});
