import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingPriceSnapshots, commissions, huntTags, tagCredits, tagCreditSpends } from "@/db/schema";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { createOrResumeBooking } from "@/lib/bookings/service";
import { releaseExpiredReservations } from "@/lib/bookings/reservations";
import { addDays, todayIso } from "@/lib/departures/dates";
import { reportTagResult, reviewTagResult } from "@/lib/tags/results";
import { MIN_CARD_CHARGE_CENTS } from "@/lib/tags/credit-spend";
import { createHunt } from "@/seed/factories";
import { asCurrent } from "../../security/registry-fixtures";
import { bookingInput, bookAndPay, book, payBooking } from "../../support/bookings";
import { call } from "../../support/http";
import { bookingNow, drawWorld } from "./tag-world";

// A hunter whose only hunter did not draw: a $3,000.00 credit with that outfitter.
async function creditWorld() {
  const w = await drawWorld("credit", 1);
  await reportTagResult(asCurrent(w.hunter), w.bookingId, { hunterIndex: 1, result: "not_drawn" });
  await reviewTagResult(asCurrent(w.outfitter), w.bookingId, { hunterIndex: 1, decision: "confirm", message: null });
  const [credit] = await db.select().from(tagCredits).where(eq(tagCredits.bookingId, w.bookingId));
  expect(credit).toMatchObject({ amountCents: 300_000, spentCents: 0 });
  return { ...w, credit: credit! };
}

const spentOf = async (creditId: number) => (await db.select().from(tagCredits).where(eq(tagCredits.id, creditId)))[0]!.spentCents;

describe("spending a failed-draw credit at checkout", () => {
  it("pays part of the deposit of another hunt of the same outfitter, computed on the server, and is not commissioned twice", async () => {
    const w = await creditWorld();
    const next = await createHunt({ outfitterId: w.outfitter.id, priceCents: 200_000, availability: 4 });
    // Not ticked: nothing spent.
    const plain = await book(w.hunterToken, next.id, { totalAmount: "1.00" });
    expect(plain.status).toBe(201);
    expect(await spentOf(w.credit.id)).toBe(0);
    expect((await bookingNow(plain.json.id)).depositCents).toBe(200_000);
    await releaseExpiredReservations(db, {}, new Date(Date.now() + 3_600_000));

    // Ticked (and a client amount ignored): $2,000 deposit, the credit pays all but the card's minimum.
    const paid = await bookAndPay(w.hunterToken, next.id, { useTagCredit: true, totalAmount: "0.01" });
    const b = await bookingNow(paid.bookingId);
    const used = 200_000 - MIN_CARD_CHARGE_CENTS;
    expect(b).toMatchObject({ depositCents: MIN_CARD_CHARGE_CENTS, totalAmountCents: MIN_CARD_CHARGE_CENTS, paymentStatus: "authorized" });
    expect(await spentOf(w.credit.id)).toBe(used);
    const [snap] = await db.select().from(bookingPriceSnapshots).where(eq(bookingPriceSnapshots.bookingId, b.id));
    expect(snap).toMatchObject({ tagCreditCents: used, depositCents: 200_000, commissionBaseCents: MIN_CARD_CHARGE_CENTS });
    const my = await call<{ id: number; price: { chargedNow: string; tagCredit: string } }[]>(
      (await import("@/app/api/bookings/my/route")).GET,
      { token: w.hunterToken },
    );
    expect(my.json.find((x) => x.id === b.id)!.price).toMatchObject({ chargedNow: "1.00", tagCredit: "1999.00" });
    // Accepted: the commission is on what the outfitter had not already been paid through the credit.
    await call(statusPATCH, { token: w.outfitterToken, params: { id: String(b.id) }, body: { status: "accepted" } });
    const [c] = await db.select().from(commissions).where(eq(commissions.bookingId, b.id));
    expect(c).toMatchObject({ baseAmountCents: MIN_CARD_CHARGE_CENTS, amountCents: 10 });

    // What is left of the credit is spendable once more, never beyond the credit.
    const third = await createHunt({ outfitterId: w.outfitter.id, priceCents: 500_000, availability: 4 });
    const r = await createOrResumeBooking(asCurrent(w.hunter), bookingInput(third.id, { useTagCredit: true }));
    expect(await spentOf(w.credit.id)).toBe(300_000);
    expect((await bookingNow(r.booking.id)).depositCents).toBe(500_000 - (300_000 - used));
  });

  it("is never spent with another outfitter, after it expires, or by another hunter", async () => {
    const w = await creditWorld();
    const other = await drawWorld("refund", 1);
    // Another outfitter's hunt, and the same outfitter's hunt by another hunter: full price, nothing spent.
    const elsewhere = await createOrResumeBooking(
      asCurrent(w.hunter),
      bookingInput(other.hunt.id, { useTagCredit: true, drawOutcomeAccepted: true }),
    );
    expect((await bookingNow(elsewhere.booking.id)).depositCents).toBe(300_000);
    const mine = await createHunt({ outfitterId: w.outfitter.id, priceCents: 100_000, availability: 4 });
    const stranger = await createOrResumeBooking(asCurrent(other.hunter), bookingInput(mine.id, { useTagCredit: true }));
    expect((await bookingNow(stranger.booking.id)).depositCents).toBe(100_000);
    // Past its two years: expired.
    await db
      .update(tagCredits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tagCredits.id, w.credit.id));
    const late = await createOrResumeBooking(asCurrent(w.hunter), bookingInput(mine.id, { useTagCredit: true }));
    expect((await bookingNow(late.booking.id)).depositCents).toBe(100_000);
    expect(await spentOf(w.credit.id)).toBe(0);
  });

  it("comes back once when the booking ends with nothing kept: an expired reservation, a denied request", async () => {
    const w = await creditWorld();
    const next = await createHunt({ outfitterId: w.outfitter.id, priceCents: 100_000, availability: 4 });
    const r = await book(w.hunterToken, next.id, { useTagCredit: true });
    expect(await spentOf(w.credit.id)).toBe(100_000 - MIN_CARD_CHARGE_CENTS);
    // The unpaid reservation lapses (the sweep's single UPDATE): the credit is whole again, once.
    await releaseExpiredReservations(db, {}, new Date(Date.now() + 3_600_000));
    await releaseExpiredReservations(db, {}, new Date(Date.now() + 7_200_000));
    expect(await spentOf(w.credit.id)).toBe(0);
    const [spend] = await db.select().from(tagCreditSpends).where(eq(tagCreditSpends.bookingId, r.json.id));
    expect(spend!.returnedAt).not.toBeNull();

    // Paid (held), then denied: back again.
    const again = await book(w.hunterToken, next.id, { useTagCredit: true });
    await payBooking(w.hunterToken, again.json.id);
    expect(await spentOf(w.credit.id)).toBe(100_000 - MIN_CARD_CHARGE_CENTS);
    const denied = await call(statusPATCH, { token: w.outfitterToken, params: { id: String(again.json.id) }, body: { status: "denied" } });
    expect(denied.status).toBe(200);
    expect(await spentOf(w.credit.id)).toBe(0);
  });

  it("racing checkouts never spend more than the credit, and each spend is counted once", async () => {
    const w = await creditWorld();
    const list = await Promise.all(
      [0, 1, 2, 3].map((i) => createHunt({ outfitterId: w.outfitter.id, priceCents: 120_000 + i * 100, availability: 4 })),
    );
    const settled = await Promise.allSettled(
      list.map((h) => createOrResumeBooking(asCurrent(w.hunter), bookingInput(h.id, { useTagCredit: true }))),
    );
    const made = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value.booking.id] : []));
    expect(made.length).toBeGreaterThan(0);
    const spends = await db.select().from(tagCreditSpends).where(eq(tagCreditSpends.creditId, w.credit.id));
    const spentTotal = spends.reduce((s, x) => s + x.amountCents, 0);
    expect(await spentOf(w.credit.id)).toBe(spentTotal);
    expect(spentTotal).toBeLessThanOrEqual(300_000);
    // Each booking's card charge is its deposit less exactly what was recorded for it.
    for (const id of made) {
      const b = await bookingNow(id);
      const mine = spends.filter((s) => s.bookingId === id).reduce((s, x) => s + x.amountCents, 0);
      const [snap] = await db.select().from(bookingPriceSnapshots).where(eq(bookingPriceSnapshots.bookingId, id));
      expect(b.depositCents).toBe(snap!.depositCents - mine);
      expect(snap!.tagCreditCents).toBe(mine);
      expect(b.depositCents!).toBeGreaterThanOrEqual(MIN_CARD_CHARGE_CENTS);
    }
  });

  it("adds the outfitter's draw application fee per hunter as a price line of the booking", async () => {
    const w = await drawWorld("refund", 2);
    await db.update(huntTags).set({ outfitterApplies: true, applicationFeeCents: 2_500 }).where(eq(huntTags.huntId, w.hunt.id));
    const r = await createOrResumeBooking(asCurrent(w.hunter), bookingInput(w.hunt.id, { partySize: 2, drawOutcomeAccepted: true }));
    const [snap] = await db.select().from(bookingPriceSnapshots).where(eq(bookingPriceSnapshots.bookingId, r.booking.id));
    expect(snap!.lines.find((l) => l.kind === "application_fee")).toMatchObject({ quantity: 2, unitCents: 2_500, amountCents: 5_000 });
    expect((await bookingNow(r.booking.id)).totalAmountCents).toBe(2 * 300_000 + 5_000);
    expect(snap!.commissionBaseCents).toBe(2 * 300_000);
    // Once the results are out there is no application left to make: no fee.
    await db
      .update(huntTags)
      .set({
        applicationClosesOn: addDays(todayIso(), -20),
        resultsOn: addDays(todayIso(), -1),
        applicationOpensOn: addDays(todayIso(), -30),
      })
      .where(eq(huntTags.huntId, w.hunt.id));
    const after = await createOrResumeBooking(
      asCurrent(w.hunter),
      bookingInput(w.hunt.id, { partySize: 1 }),
      new Date(Date.now() + 3_600_000),
    );
    expect((await bookingNow(after.booking.id)).totalAmountCents).toBe(300_000);
  });
});
