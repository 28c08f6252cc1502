import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { commissionPayments, commissions, users } from "@/db/schema";
import { createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { GET as bookingsGET } from "@/app/api/outfitter/bookings/route";
import { PUT as coverPUT } from "@/app/api/outfitter/cover-photo/route";
import { GET as reportGET } from "@/app/api/outfitter/financial-report/route";
import { GET as overviewGET } from "@/app/api/outfitter/overview/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { accrueCommission, addToBalance } from "@/lib/money/commission/ledger";
import { COVER_MESSAGES } from "@/lib/outfitters/cover-photo";
import { call } from "../../support/http";

const upload = (userId: number, ext = "png") => `/uploads/u${userId}/${"c".repeat(32)}.${ext}`;

async function outfitterWithBookings() {
  const o = await createOutfitter();
  const hunter = await createHunter();
  const a = await createHunt({ outfitterId: o.id, title: "Hunt A" });
  const b = await createHunt({ outfitterId: o.id, title: "Hunt B", isActive: false });
  await createBooking({
    huntId: a.id,
    outfitterId: o.id,
    hunterId: hunter.id,
    status: "pending",
    paymentStatus: "paid",
    totalAmountCents: 100000,
  });
  const accepted = await createBooking({
    huntId: a.id,
    outfitterId: o.id,
    hunterId: hunter.id,
    status: "accepted",
    paymentStatus: "paid",
    totalAmountCents: 450000,
  });
  await createBooking({
    huntId: b.id,
    outfitterId: o.id,
    hunterId: hunter.id,
    status: "completed",
    paymentStatus: "paid",
    totalAmountCents: 200050,
  });
  return { o, a, b, accepted, token: await issueApiToken(o.id) };
}

describe("GET /api/outfitter/bookings", () => {
  it("lists only the caller's bookings, filtered by status or hunt", async () => {
    const { o, a, token } = await outfitterWithBookings();
    const other = await outfitterWithBookings();
    const all = await call<{ outfitterId: number; status: string; totalAmount: string; hunt: { title: string } }[]>(bookingsGET, { token });
    expect(all.json).toHaveLength(3);
    expect(all.json.every((b) => b.outfitterId === o.id)).toBe(true);
    const pending = await call<typeof all.json>(bookingsGET, { token, url: "/api/outfitter/bookings?status=pending" });
    expect(pending.json).toMatchObject([{ status: "pending", totalAmount: "1000.00", hunt: { title: "Hunt A" } }]);
    const forHunt = await call<typeof all.json>(bookingsGET, { token, url: `/api/outfitter/bookings?huntId=${a.id}` });
    expect(forHunt.json).toHaveLength(2);
    // someone else's hunt id is refused
    expect((await call(bookingsGET, { token, url: `/api/outfitter/bookings?huntId=${other.a.id}` })).status).toBe(403);
    expect((await call(bookingsGET, { token, url: "/api/outfitter/bookings?status=lost" })).status).toBe(400);
    expect((await call(bookingsGET, { token: await issueApiToken((await createHunter()).id) })).status).toBe(403);
    expect((await call(bookingsGET, {})).status).toBe(401);
    const unapproved = await createOutfitter({ isApproved: false });
    expect((await call<unknown[]>(bookingsGET, { token: await issueApiToken(unapproved.id) })).json).toEqual([]);
  });
});

describe("GET /api/outfitter/overview", () => {
  it("counts hunts and bookings and sums this year's revenue and the commission owed", async () => {
    const { o, token } = await outfitterWithBookings();
    await addToBalance(db, o.id, 12345);
    const r = await call<Record<string, unknown> & { bookingsPerMonth: { count: number }[] }>(overviewGET, { token });
    expect(r.json).toMatchObject({
      activeHunts: 1,
      totalHunts: 2,
      bookingsByStatus: { pending: 1, accepted: 1, completed: 1, denied: 0, cancelled: 0 },
      revenueThisYear: "6500.50",
      commissionOwed: "123.45",
    });
    expect(r.json.bookingsPerMonth).toHaveLength(12);
    expect(r.json.bookingsPerMonth.at(-1)!.count).toBe(3);
    expect((await call(overviewGET, { token: await issueApiToken((await createHunter()).id) })).status).toBe(403);
    expect((await call(overviewGET, {})).status).toBe(401);
    const pending = await createOutfitter({ isApproved: false });
    expect((await call(overviewGET, { token: await issueApiToken(pending.id) })).json).toMatchObject({
      activeHunts: 0,
      commissionOwed: "0.00",
    });
  });
});

describe("GET /api/outfitter/financial-report", () => {
  it("gives the month-by-month statement with a running balance, also as CSV", async () => {
    const { o, accepted, token } = await outfitterWithBookings();
    await db.transaction((tx) => accrueCommission(tx, { outfitterId: o.id, bookingId: accepted.id, baseAmountCents: 450000 }));
    await db
      .insert(commissionPayments)
      .values({ outfitterId: o.id, amountCents: 20000, method: "card", provider: "test", status: "completed", completedAt: new Date() });
    const year = new Date().getUTCFullYear();
    const month = new Date().getUTCMonth();
    const otherMonth = month === 0 ? 1 : 0;
    const balanceNow = otherMonth < month ? "260.00" : "250.00";
    await db.insert(commissions).values({
      outfitterId: o.id,
      baseAmountCents: 10000,
      amountCents: 1000,
      createdAt: new Date(Date.UTC(year, otherMonth, 10)),
    });
    const r = await call<{ months: Record<string, unknown>[]; totals: Record<string, unknown> }>(reportGET, {
      token,
      url: `/api/outfitter/financial-report?year=${year}`,
    });
    // The month's bookings are its commission rows (issue 53 item 14): the value is what the commission was
    // charged on, so commission = 10% of it, not of bookings without a commission.
    expect(r.json.months[month]).toMatchObject({
      bookings: 1,
      bookingValue: "4500.00",
      commissionAccrued: "450.00",
      paymentsMade: "200.00",
      balance: balanceNow,
    });
    expect(r.json.months[otherMonth]).toMatchObject({ bookings: 1, bookingValue: "100.00", commissionAccrued: "10.00" });
    expect(r.json.totals).toMatchObject({ bookings: 2, bookingValue: "4600.00", commissionAccrued: "460.00", paymentsMade: "200.00" });
    const csv = await call<string>(reportGET, { token, url: `/api/outfitter/financial-report?year=${year}&format=csv` });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain(`ridgeline-statement-${year}.csv`);
    const lines = csv.json.trim().split("\r\n");
    expect(lines[0]).toBe("Month,Bookings,Booking value (USD),Commission accrued (USD),Payments made (USD),Balance (USD)");
    expect(lines).toContain(`${year}-${String(month + 1).padStart(2, "0")},1,4500.00,450.00,200.00,${balanceNow}`);
    expect(lines).toHaveLength(15);
    expect((await call(reportGET, { token, url: "/api/outfitter/financial-report?year=abc" })).status).toBe(400);
    expect((await call(reportGET, { token: await issueApiToken((await createHunter()).id) })).status).toBe(403);
    expect((await call(reportGET, {})).status).toBe(401);
    // another outfitter's statement shows none of this outfitter's money
    const other = await createOutfitter();
    const theirs = await call<{ totals: Record<string, unknown> }>(reportGET, {
      token: await issueApiToken(other.id),
      url: `/api/outfitter/financial-report?year=${year}`,
    });
    expect(theirs.json.totals).toMatchObject({ bookings: 0, commissionAccrued: "0.00", paymentsMade: "0.00" });
  });
});

describe("PUT /api/outfitter/cover-photo", () => {
  it("lets a top-tier outfitter set and remove their own uploaded cover photo", async () => {
    const o = await createOutfitter({ isTopTier: true });
    const token = await issueApiToken(o.id);
    const r = await call<{ coverPhoto: string }>(coverPUT, { method: "PUT", token, body: { coverPhoto: upload(o.id) } });
    expect(r.status).toBe(200);
    expect(r.json.coverPhoto).toBe(upload(o.id));
    expect(r.json).not.toHaveProperty("passwordHash");
    const removed = await call<{ coverPhoto: null }>(coverPUT, { method: "PUT", token, body: { coverPhoto: null } });
    expect(removed.json.coverPhoto).toBeNull();
    const other = await call(coverPUT, { method: "PUT", token, body: { coverPhoto: upload(o.id + 1) } });
    expect(other.status).toBe(400);
    expect(other.json.message).toBe(COVER_MESSAGES.notOwnImage);
    expect((await call(coverPUT, { method: "PUT", token, body: { coverPhoto: upload(o.id, "mp4") } })).status).toBe(400);
    expect((await call(coverPUT, { method: "PUT", token, body: { coverPhoto: "https://x.example/a.png" } })).status).toBe(400);
  });

  it("refuses outfitters who are not top-tier (403), hunters and signed-out callers", async () => {
    const o = await createOutfitter({ isTopTier: false });
    const r = await call(coverPUT, { method: "PUT", token: await issueApiToken(o.id), body: { coverPhoto: upload(o.id) } });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe(COVER_MESSAGES.notTopTier);
    const [row] = await db.select().from(users).where(eq(users.id, o.id));
    expect(row!.coverPhoto).toBeNull();
    const pending = await createOutfitter({ isApproved: false });
    expect(
      (await call(coverPUT, { method: "PUT", token: await issueApiToken(pending.id), body: { coverPhoto: upload(pending.id) } })).status,
    ).toBe(403);
    expect(
      (await call(coverPUT, { method: "PUT", token: await issueApiToken((await createHunter()).id), body: { coverPhoto: null } })).status,
    ).toBe(403);
    expect((await call(coverPUT, { method: "PUT", body: { coverPhoto: null } })).status).toBe(401);
  });
});
