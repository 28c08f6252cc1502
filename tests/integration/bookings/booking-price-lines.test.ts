import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingPriceSnapshots, commissions } from "@/db/schema";
import { huntDepartures } from "@/db/schema";
import { saveHuntFees } from "@/lib/hunts/fees";
import { calculatePrice } from "@/lib/money/price-lines/calculate";
import { applyRate, formatUsd } from "@/lib/format/money";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { call } from "../../support/http";
import { EMPTY_FEES, type HuntFees } from "@/lib/money/price-lines/types";
import { bookAndPay, book, bookingRow, bookingWorld, emailsTo } from "../../support/bookings";
import { feesArb } from "../../support/fee-arbitraries";
import { acceptedPaidBooking } from "../../support/cancellation";
import { POST as cancelPOST } from "@/app/api/bookings/[id]/cancel/route";
import { commissionableShareCents } from "@/lib/money/price-lines/commission";

const fees: HuntFees = {
  ...EMPTY_FEES,
  observerPriceCents: 120000,
  maxObservers: 2,
  licences: [{ name: "Elk licence", obtainedBy: "outfitter", residentCents: 6000, nonResidentCents: 95900, agencyUrl: null }],
  trophyFees: [{ species: "Bull elk", woundedLostCounts: true, fixedCents: 250000, tiers: [], scoreUnit: null }],
  addOns: [
    { name: "Pack horse", priceCents: 25000, unit: "per_person", required: true },
    { name: "Extra day", priceCents: 65000, unit: "per_day", required: false },
  ],
  taxBp: 700,
};

async function pricedWorld(f: HuntFees = fees, depositPercent = 50) {
  const w = await bookingWorld({ priceCents: 370000, durationDays: 5, depositPercent, availability: 6, groupSize: 6 });
  await saveHuntFees(db, w.hunt, f);
  return w;
}

const snapshot = async (bookingId: number) =>
  (await db.select().from(bookingPriceSnapshots).where(eq(bookingPriceSnapshots.bookingId, bookingId)))[0]!;

describe("booking price lines", () => {
  it("prices 2 hunters, 1 observer and an add-on on the server, ignoring request amounts, and stores the snapshot", async () => {
    const w = await pricedWorld();
    const r = await book(w.hunterToken, w.hunt.id, {
      partySize: 2,
      observers: 1,
      residency: ["non_resident", "resident"],
      addOns: [{ index: 1, quantity: 2 }],
      totalAmount: "1.00",
    });
    expect(r.status).toBe(201);
    const guided = 2 * 370000 + 120000 + 3 * 25000 + 2 * 65000;
    const through = guided + applyRate(guided, 700) + 95900 + 6000;
    const row = await bookingRow(r.json.id);
    expect(row).toMatchObject({ totalAmountCents: through, depositCents: applyRate(through, 5000), partySize: 3 });
    const snap = await snapshot(r.json.id);
    expect(snap).toMatchObject({
      hunters: 2,
      observers: 1,
      throughRidgelineCents: through,
      commissionBaseCents: guided,
      onHarvestCents: 0,
    });
    const price = (r.json as unknown as { price: { chargedNow: string; groups: { key: string; lines: { label: string }[] }[] } }).price;
    expect(price.chargedNow).toBe((applyRate(through, 5000) / 100).toFixed(2));
    expect(price.groups.find((g) => g.key === "booking")!.lines.map((l) => l.label)).toContain("Extra day (per day)");

    // A later price change never changes the booking.
    await saveHuntFees(db, { ...w.hunt, priceCents: 999900 }, { ...fees, taxBp: 0, addOns: [] });
    expect(await snapshot(r.json.id)).toEqual(snap);
  });

  it("with only the spec's payload: one non-resident hunter, required add-ons, nothing optional", async () => {
    const w = await pricedWorld();
    const r = await book(w.hunterToken, w.hunt.id);
    expect(r.status).toBe(201);
    const snap = await snapshot(r.json.id);
    expect(snap.lines.map((l) => l.kind)).toEqual(["hunter_place", "add_on", "tax", "licence"]);
    expect(snap.hunters).toBe(1);
  });

  it("takes the commission of places and add-ons only on accept", async () => {
    const w = await pricedWorld(fees, 100);
    const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id, { partySize: 2, observers: 1 });
    const accepted = await call(statusPATCH, {
      method: "PATCH",
      token: w.outfitterToken,
      params: { id: String(bookingId) },
      body: { status: "accepted" },
    });
    expect(accepted.status).toBe(200);
    const [c] = await db.select().from(commissions).where(eq(commissions.bookingId, bookingId));
    expect(c!.amountCents).toBe(applyRate(2 * 370000 + 120000 + 3 * 25000, 1000));

    // The confirmation e-mail and the outfitter's new-booking e-mail carry the same lines.
    const guided = 2 * 370000 + 120000 + 3 * 25000;
    const through = guided + applyRate(guided, 700) + 2 * 95900;
    const hunterMail = (await emailsTo(w.hunter.email, "booking-confirmation"))[0]!;
    for (const text of [
      "Charged by Ridgeline at booking",
      "Hunter × 2",
      "Observer",
      "Pack horse (per person) × 3",
      "Elk licence (non-resident) × 2",
      "Charged now",
      formatUsd(through),
    ]) {
      expect(hunterMail.text).toContain(text);
    }
    const outfitterMails = await emailsTo(w.outfitter.email);
    expect(outfitterMails.some((m) => m.text.includes("Hunter × 2") && m.text.includes("Charged now"))).toBe(true);
  });

  it("after a cancellation, takes the commission of the places-and-add-ons share of what the outfitter keeps", async () => {
    const lineFees: HuntFees = { ...fees, observerPriceCents: null, maxObservers: 0, trophyFees: [], addOns: [fees.addOns[0]!] };
    // Moderate, 45 days ahead: half the paid total is refunded.
    const w = await acceptedPaidBooking("moderate", 45, 100, undefined, lineFees);
    const guided = 2 * 200000 + 2 * 25000;
    const through = guided + applyRate(guided, 700) + 2 * 95900;
    const [before] = await db.select().from(commissions).where(eq(commissions.bookingId, w.bookingId));
    expect(before).toMatchObject({ baseAmountCents: guided, amountCents: applyRate(guided, 1000) });
    const r = await call<{ kept: string }>(cancelPOST, { token: w.hunterToken, params: { id: String(w.bookingId) } });
    expect(r.status).toBe(200);
    const kept = through - Math.floor(through / 2);
    expect(r.json.kept).toBe((kept / 100).toFixed(2));
    const [after] = await db.select().from(commissions).where(eq(commissions.bookingId, w.bookingId));
    // Half of what was paid is kept, so half of the places and add-ons: never 10% of the kept tax and licences.
    const share = commissionableShareCents(kept, guided, through);
    expect(share).toBe(guided / 2);
    expect(after).toMatchObject({ baseAmountCents: share, amountCents: applyRate(share, 1000) });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["observers on a hunt that takes none", { observers: 1 }, "observers"],
    ["an add-on the hunt does not have", { addOns: [{ index: 9 }] }, "addOns.0.index"],
    ["a negative observer count", { observers: -1 }, "observers"],
  ])("refuses %s with a 400 naming the field, taking no spot", async (_n, body, field) => {
    const w = await pricedWorld({ ...fees, observerPriceCents: null, maxObservers: 0 });
    const r = await book(w.hunterToken, w.hunt.id, body);
    expect(r.status).toBe(400);
    expect(Object.keys((r.json as unknown as { errors: Record<string, unknown> }).errors)).toContain(field);
    const left = await db.select({ n: huntDepartures.spotsLeft }).from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id));
    expect(left.reduce((s, d) => s + d.n, 0)).toBe(6);
  });

  it("refuses more hunters plus observers than the departure's free spots (400, observers)", async () => {
    const w = await pricedWorld();
    const [d] = await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id));
    await db.update(huntDepartures).set({ spotsLeft: 2 }).where(eq(huntDepartures.id, d!.id));
    const r = await book(w.hunterToken, w.hunt.id, { departureId: d!.id, partySize: 2, observers: 1 });
    expect(r.status).toBe(400);
    expect(Object.keys((r.json as unknown as { errors: Record<string, unknown> }).errors)).toEqual(["observers"]);
  });

  it("with no departure named, refuses observers that no upcoming departure has room for (400, observers), spots untouched", async () => {
    const w = await pricedWorld();
    await db.update(huntDepartures).set({ spotsLeft: 2 }).where(eq(huntDepartures.huntId, w.hunt.id));
    const r = await book(w.hunterToken, w.hunt.id, { partySize: 2, observers: 1 });
    expect(r.status).toBe(400);
    expect(Object.keys((r.json as unknown as { errors: Record<string, unknown> }).errors)).toEqual(["observers"]);
    const left = await db.select({ n: huntDepartures.spotsLeft }).from(huntDepartures).where(eq(huntDepartures.huntId, w.hunt.id));
    expect(left.every((d) => d.n === 2)).toBe(true);
  });

  it("the group size caps the hunters, not the observers the booking page offers beside them", async () => {
    const w = await bookingWorld({ priceCents: 370000, durationDays: 5, depositPercent: 50, availability: 6, groupSize: 2 });
    await saveHuntFees(db, w.hunt, fees);
    expect((await book(w.hunterToken, w.hunt.id, { partySize: 3 })).status).toBe(409);
    const r = await book(w.hunterToken, w.hunt.id, { partySize: 2, observers: 2 });
    expect(r.status).toBe(201);
    expect((await snapshot(r.json.id)).observers).toBe(2);
  });

  it("a snapshot equals the calculator at booking time and is immune to any later hunt edit (property, on this database)", async () => {
    const w = await pricedWorld();
    const r = await book(w.hunterToken, w.hunt.id, { partySize: 2, observers: 1 });
    const before = await snapshot(r.json.id);
    const party = { hunters: [0, 1].map(() => ({ residency: "non_resident" as const, trophies: [] })), observers: 1, addOns: [] };
    expect(before.allInCents).toBe(calculatePrice({ ...w.hunt, fees }, party).allInCents);
    await fc.assert(
      fc.asyncProperty(feesArb, fc.integer({ min: 100, max: 10_000_000 }), async (later, laterPrice) => {
        await saveHuntFees(db, { ...w.hunt, priceCents: laterPrice }, JSON.parse(JSON.stringify(later)) as HuntFees);
        expect(await snapshot(r.json.id)).toEqual(before);
        expect((await bookingRow(r.json.id)).totalAmountCents).toBe(before.throughRidgelineCents);
      }),
      { numRuns: 15 },
    );
  });
});
