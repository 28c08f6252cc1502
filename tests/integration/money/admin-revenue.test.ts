import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as revenueGET } from "@/app/api/admin/revenue/route";
import { POST as resetPOST } from "@/app/api/admin/revenue/reset/route";
import { db } from "@/db";
import { adminActions, commissions, questionnaireResponses, revenueResets } from "@/db/schema";
import { and, eq } from "drizzle-orm";
import { createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";

type Revenue = {
  currentYear: number;
  totalRevenue: string;
  lastResetDate: string | null;
  monthly: { month: number; commission: string }[];
};

const at = (iso: string) => new Date(iso);
async function commission(outfitterId: number, amountCents: number, createdAt: string) {
  await db.insert(commissions).values({ outfitterId, baseAmountCents: amountCents * 10, amountCents, createdAt: at(createdAt) });
}

afterEach(() => vi.useRealTimers());

/** Moves the clock and returns a fresh admin token (tokens expire relative to "now"). */
async function adminAt(adminId: number, iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at(iso));
  return issueApiToken(adminId);
}

// Far-future years so nothing else in the database falls into them.
describe("revenue per calendar year", () => {
  it("counts the current year's commissions only and restarts on January 1st by itself", async () => {
    const { admin } = await roleFixtures();
    const o = await createOutfitter();
    await commission(o.id, 12345, "2040-12-31T23:59:59Z");
    await commission(o.id, 5000, "2041-01-01T00:00:00Z");
    await commission(o.id, 2550, "2041-03-15T12:00:00Z");

    let adminToken = await adminAt(admin.id, "2040-12-31T23:59:59.500Z");
    const dec = await call<Revenue>(revenueGET, { token: adminToken });
    expect(dec.json.currentYear).toBe(2040);
    expect(dec.json.totalRevenue).toBe("123.45");
    expect(dec.json.monthly[11]!.commission).toBe("123.45");

    adminToken = await adminAt(admin.id, "2041-04-01T10:00:00Z");
    const apr = await call<Revenue>(revenueGET, { token: adminToken });
    expect(apr.json.currentYear).toBe(2041);
    expect(apr.json.totalRevenue).toBe("75.50");
    expect(apr.json.monthly.map((m) => m.commission).slice(0, 4)).toEqual(["50.00", "0.00", "25.50", "0.00"]);
    expect(apr.json.monthly).toHaveLength(12);
  });

  it("a manual reset starts again from $0.00, records the point and keeps every commission", async () => {
    const { admin } = await roleFixtures();
    const o = await createOutfitter();
    await commission(o.id, 10000, "2045-02-01T00:00:00Z");

    let adminToken = await adminAt(admin.id, "2045-06-01T12:00:00Z");
    expect((await call<Revenue>(revenueGET, { token: adminToken })).json.totalRevenue).toBe("100.00");
    const before = (await db.select().from(commissions)).length;

    const reset = await call<{ message: string; totalRevenue: string; lastResetDate: string }>(resetPOST, {
      method: "POST",
      token: adminToken,
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({
      message: "Total revenue has been reset to $0.00",
      totalRevenue: "0.00",
      lastResetDate: "2045-06-01T12:00:00.000Z",
    });
    const [point] = (await db.select().from(revenueResets)).filter((r) => r.resetAt.getUTCFullYear() === 2045);
    expect(point).toMatchObject({ adminId: admin.id, totalBeforeCents: 10000 });
    const logged = await db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.adminId, admin.id), eq(adminActions.action, "revenue.reset")));
    expect(logged.map((a) => a.details)).toEqual([{ totalBeforeCents: 10000 }]);
    expect((await db.select().from(commissions)).length).toBe(before);

    const after = await call<Revenue>(revenueGET, { token: adminToken });
    expect(after.json.totalRevenue).toBe("0.00");
    expect(after.json.lastResetDate).toBe("2045-06-01T12:00:00.000Z");
    // The month chart still shows the whole year.
    expect(after.json.monthly[1]!.commission).toBe("100.00");

    await commission(o.id, 999, "2045-06-02T00:00:00Z");
    vi.setSystemTime(at("2045-06-03T00:00:00Z"));
    expect((await call<Revenue>(revenueGET, { token: adminToken })).json.totalRevenue).toBe("9.99");

    // The next January 1st the year starts from zero again, and the old reset no longer matters.
    await commission(o.id, 4200, "2046-01-05T00:00:00Z");
    adminToken = await adminAt(admin.id, "2046-01-10T00:00:00Z");
    const next = await call<Revenue>(revenueGET, { token: adminToken });
    expect(next.json.currentYear).toBe(2046);
    expect(next.json.totalRevenue).toBe("42.00");
  });
});

describe("questionnaire responses in the revenue panel", () => {
  it("lists the current year's answers keyed by outfitter, newest month first, money as decimal strings", async () => {
    const { admin } = await roleFixtures();
    const a = await createOutfitter();
    const b = await createOutfitter();
    await db.insert(questionnaireResponses).values([
      {
        outfitterId: a.id,
        month: 2,
        year: 2047,
        hasClientBooking: "yes",
        clientName: "J. Smith",
        commissionAmountCents: 45050,
        paymentMethod: "check",
      },
      { outfitterId: a.id, month: 5, year: 2047, hasClientBooking: "no" },
      {
        outfitterId: b.id,
        month: 3,
        year: 2047,
        hasClientBooking: "yes-partial-deposit",
        commissionAmountCents: 2501,
        paymentMethod: "card",
      },
      { outfitterId: b.id, month: 12, year: 2046, hasClientBooking: "yes", commissionAmountCents: 99900 }, // last year: not shown
    ]);
    const token = await adminAt(admin.id, "2047-06-01T12:00:00Z");
    type Q = {
      month: number;
      year: number;
      hasClientBooking: string;
      clientName: string | null;
      commissionAmount: string;
      paymentMethod: string | null;
    };
    const r = await call<Revenue & { questionnaireResponses: Record<string, Q[]> }>(revenueGET, { token });
    expect(r.status).toBe(200);
    const byOutfitter = r.json.questionnaireResponses;
    expect(byOutfitter[String(a.id)]!.map((q) => [q.month, q.hasClientBooking, q.commissionAmount])).toEqual([
      [5, "no", "0.00"],
      [2, "yes", "450.50"],
    ]);
    expect(byOutfitter[String(a.id)]![1]).toMatchObject({ year: 2047, clientName: "J. Smith", paymentMethod: "check" });
    expect(byOutfitter[String(b.id)]!.map((q) => [q.month, q.year, q.commissionAmount, q.paymentMethod])).toEqual([
      [3, 2047, "25.01", "card"],
    ]);
  });
});

describe("Total Revenue split into collected and owed (issue 53 item 18)", () => {
  it("collected is what the balances paid plus what was taken at booking; owed is what the balances still owe", async () => {
    const { admin } = await roleFixtures();
    const o = await createOutfitter();
    await db.insert(commissions).values({ outfitterId: o.id, baseAmountCents: 40000, amountCents: 4000, collectedAtBooking: true });
    const token = await issueApiToken(admin.id);
    const r = await call<{
      totalCollectedCents: number;
      totalOwedCents: number;
      outfitterBalances: { outfitterId: number; totalOwed: string; paidToDate: string; collectedAtBooking: string }[];
    }>(revenueGET, { token });
    const cents = (v: string) => Math.round(Number(v) * 100);
    const rows = r.json.outfitterBalances;
    expect(r.json.totalCollectedCents).toBe(rows.reduce((s, b) => s + cents(b.paidToDate) + cents(b.collectedAtBooking), 0));
    expect(r.json.totalOwedCents).toBe(rows.reduce((s, b) => s + cents(b.totalOwed), 0));
    expect(rows.find((b) => b.outfitterId === o.id)?.collectedAtBooking).toBe("40.00");
  });
});
