import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { adminActions, commissions, outfitterBalances, testPayments } from "@/db/schema";
import { createAdmin } from "@/seed/factories";
import { GET as settingsGET, PUT as settingsPUT } from "@/app/api/admin/settings/route";
import { GET as revenueGET } from "@/app/api/admin/revenue/route";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { POST as cancelPOST } from "@/app/api/bookings/[id]/cancel/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { call } from "../../support/http";
import { book, bookAndPay, bookingRow, bookingWorld, payBooking } from "../../support/bookings";
import { acceptedPaidBooking } from "../../support/cancellation";

const owed = async (outfitterId: number) =>
  (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, outfitterId)))[0]?.totalOwedCents ?? 0;
const commissionOf = async (bookingId: number) => (await db.select().from(commissions).where(eq(commissions.bookingId, bookingId)))[0];
const accept = (token: string, id: number) =>
  call(statusPATCH, { method: "PATCH", token, params: { id: String(id) }, body: { status: "accepted" } });

async function adminToken() {
  return issueApiToken((await createAdmin()).id);
}
async function setCollect(token: string, on: boolean) {
  const r = await call<{ collectCommissionAtBooking: boolean }>(settingsPUT, {
    method: "PUT",
    token,
    body: { collectCommissionAtBooking: on },
  });
  expect(r.status).toBe(200);
  return r.json;
}

describe('admin setting "Collect commission at booking"', () => {
  it("is off by default, admins only, a boolean, and logged", async () => {
    const admin = await adminToken();
    const w = await bookingWorld();
    expect((await call(settingsGET, { token: admin })).json).toEqual({ collectCommissionAtBooking: false });
    for (const token of [w.hunterToken, w.outfitterToken]) {
      expect((await call(settingsPUT, { method: "PUT", token, body: { collectCommissionAtBooking: true } })).status).toBe(403);
      expect((await call(settingsGET, { token })).status).toBe(403);
    }
    expect((await call(settingsPUT, { method: "PUT", body: { collectCommissionAtBooking: true } })).status).toBe(401);
    expect((await call(settingsPUT, { method: "PUT", token: admin, body: { collectCommissionAtBooking: "yes" } })).status).toBe(400);
    expect(await setCollect(admin, true)).toEqual({ collectCommissionAtBooking: true });
    expect((await call(settingsGET, { token: admin })).json).toEqual({ collectCommissionAtBooking: true });
    expect(await setCollect(admin, false)).toEqual({ collectCommissionAtBooking: false });
    const log = await db.select().from(adminActions).where(eq(adminActions.action, "settings.collect-commission-at-booking"));
    expect(log.map((l) => l.details)).toEqual([{ on: true }, { on: false }]);
  });

  it("off: no application fee, the commission is owed through the monthly report", async () => {
    const w = await bookingWorld({ priceCents: 450_000 });
    const { bookingId, paymentIntentId } = await bookAndPay(w.hunterToken, w.hunt.id);
    expect((await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId)))[0]).toMatchObject({ applicationFeeCents: 0 });
    expect((await accept(w.outfitterToken, bookingId)).status).toBe(200);
    expect(await commissionOf(bookingId)).toMatchObject({ amountCents: 45_000, status: "pending", collectedAtBooking: false });
    expect(await owed(w.outfitter.id)).toBe(45_000);
    const revenue = await call<{ outfitterBalances: { outfitterId: number }[] }>(revenueGET, { token: await adminToken() });
    expect(revenue.json.outfitterBalances.find((r) => r.outfitterId === w.outfitter.id)).toMatchObject({
      totalOwed: "450.00",
      collectedAtBooking: "0.00",
    });
  });

  it("on: the charge's application fee is the 10% commission (server-computed), recorded as paid on accept, never owed, counted in revenue", async () => {
    const admin = await adminToken();
    await setCollect(admin, true);
    const w = await bookingWorld({ priceCents: 450_000, groupSize: 2, availability: 4 });
    const b = await book(w.hunterToken, w.hunt.id, { partySize: 2 });
    // A fee or destination in the request changes nothing.
    const sneaky = await call<{ amount: string }>(intentPOST, {
      token: w.hunterToken,
      body: { bookingId: b.json.id, applicationFeeAmount: 1, application_fee_amount: 1, destination: "acct_evil" },
    });
    expect(sneaky.json.amount).toBe("9000.00");
    const { paymentIntentId } = await payBooking(w.hunterToken, b.json.id);
    expect((await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId)))[0]).toMatchObject({
      applicationFeeCents: 90_000,
      amountCents: 900_000,
    });
    expect(await bookingRow(b.json.id)).toMatchObject({ applicationFeeCents: 90_000, paymentStatus: "authorized" });
    // Nothing is recorded before the outfitter accepts (the hold could still be released).
    expect(await commissionOf(b.json.id)).toBeUndefined();
    const revenueBefore = Number((await call<{ totalRevenue: string }>(revenueGET, { token: admin })).json.totalRevenue);
    expect((await accept(w.outfitterToken, b.json.id)).status).toBe(200);
    const c = await commissionOf(b.json.id);
    expect(c).toMatchObject({ amountCents: 90_000, baseAmountCents: 900_000, status: "paid", collectedAtBooking: true });
    expect(c!.paidAt).toBeInstanceOf(Date);
    expect(await owed(w.outfitter.id)).toBe(0);
    type Row = { outfitterId: number; totalOwed: string; paidToDate: string; collectedAtBooking: string };
    const revenue = await call<{ totalRevenue: string; outfitterBalances: Row[] }>(revenueGET, { token: admin });
    expect(Number(revenue.json.totalRevenue) - revenueBefore).toBe(900);
    // The admin's row for the outfitter: nothing owed, the fee shown as collected at booking.
    expect(revenue.json.outfitterBalances.find((r) => r.outfitterId === w.outfitter.id)).toMatchObject({
      totalOwed: "0.00",
      collectedAtBooking: "900.00",
    });
  });

  it("on with a 25% deposit: the fee is still 10% of price × hunters; a booking paid before the switch keeps no fee", async () => {
    const admin = await adminToken();
    await setCollect(admin, false); // the settings row is shared by the tests of this file
    const before = await bookingWorld({ priceCents: 200_000 });
    const early = await book(before.hunterToken, before.hunt.id);
    await call(intentPOST, { token: before.hunterToken, body: { bookingId: early.json.id } });
    await setCollect(admin, true);
    await payBooking(before.hunterToken, early.json.id);
    await accept(before.outfitterToken, early.json.id);
    expect(await commissionOf(early.json.id)).toMatchObject({ amountCents: 20_000, status: "pending", collectedAtBooking: false });
    expect(await owed(before.outfitter.id)).toBe(20_000);

    const w = await bookingWorld({ priceCents: 400_000, depositPercent: 25 });
    const { bookingId, paymentIntentId } = await bookAndPay(w.hunterToken, w.hunt.id);
    expect((await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId)))[0]).toMatchObject({
      amountCents: 100_000,
      applicationFeeCents: 40_000,
    });
    await accept(w.outfitterToken, bookingId);
    expect(await commissionOf(bookingId)).toMatchObject({ amountCents: 40_000, status: "paid", collectedAtBooking: true });
    expect(await owed(w.outfitter.id)).toBe(0);
  });

  it("on: a hunter's full refund gives the fee back with it; the owed balance never moves", async () => {
    await setCollect(await adminToken(), true);
    const w = await acceptedPaidBooking("flexible", 45);
    expect(await commissionOf(w.bookingId)).toMatchObject({ amountCents: 40_000, collectedAtBooking: true });
    const r = await call<{ refund: string }>(cancelPOST, { token: w.hunterToken, params: { id: String(w.bookingId) } });
    expect(r.json.refund).toBe("4000.00");
    expect(await commissionOf(w.bookingId)).toMatchObject({ amountCents: 0, collectedAtBooking: true });
    expect(await owed(w.outfitter.id)).toBe(0);
  });
});
