import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { commissions, testPayments } from "@/db/schema";
import { createOutfitter } from "@/seed/factories";
import { PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { POST as postHunt } from "@/app/api/hunts/route";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { GET as myGET } from "@/app/api/bookings/my/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { depositCentsOf, depositLine, DEPOSIT_PERCENT_MESSAGE } from "@/lib/money/deposit";
import { POLICY_TEXT, policyText } from "@/lib/money/refunds/cancellation-policies";
import { call } from "../../support/http";
import { book, bookingRow, bookingWorld, emailsTo, payBooking } from "../../support/bookings";

const huntBody = (extra: Record<string, unknown> = {}) => ({
  title: "Deposit Elk Hunt",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  location: "Montana, USA",
  price: 1000,
  duration: 5,
  groupSize: 4,
  dates: "Sept 10-15, 2027",
  availability: 4,
  ...extra,
});

describe("deposits: each hunt charges 25, 50, 75 or 100% of the total by card", () => {
  it("POST/PUT /api/hunts take depositPercent (default 100, kept on an edit when absent) and refuse other values with 400", async () => {
    const outfitter = await createOutfitter();
    const token = await issueApiToken(outfitter.id);
    const plain = await call<{ id: number; depositPercent: number }>(postHunt, { token, body: huntBody() });
    expect(plain).toMatchObject({ status: 201, json: { depositPercent: 100 } });
    const half = await call<{ id: number; depositPercent: number }>(postHunt, { token, body: huntBody({ depositPercent: 50 }) });
    expect(half.json.depositPercent).toBe(50);
    const put = (body: Record<string, unknown>) =>
      call<{ depositPercent: number; errors?: Record<string, string[]> }>(putHunt, {
        method: "PUT",
        token,
        params: { id: String(half.json.id) },
        body,
      });
    expect((await put(huntBody({ depositPercent: "75" }))).json.depositPercent).toBe(75);
    expect((await put(huntBody())).json.depositPercent).toBe(75);
    for (const bad of [0, 10, 30, 99, 101, 150, 50.5, -25, "abc", "", true, [50]]) {
      const r = await call<{ errors?: Record<string, string[]> }>(postHunt, { token, body: huntBody({ depositPercent: bad }) });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.json.errors?.depositPercent).toEqual([DEPOSIT_PERCENT_MESSAGE]);
      expect((await put(huntBody({ depositPercent: bad }))).status).toBe(400);
    }
    expect((await put(huntBody())).json.depositPercent).toBe(75);
  });

  it("only the deposit is authorized and captured; the booking, e-mails and My Bookings say deposit today and balance due; commission stays 10% of the total", async () => {
    const w = await bookingWorld({ priceCents: 450_000, depositPercent: 25, groupSize: 4, availability: 4 });
    const b = await book(w.hunterToken, w.hunt.id, { partySize: 2 });
    expect(b.status).toBe(201);
    expect(b.json).toMatchObject({ totalAmount: "9000.00", depositAmount: "2250.00", balanceDue: "6750.00", depositPercent: 25 });
    // The request's amount is ignored: the deposit is the server's.
    const intent = await call<{ amount: string; paymentIntentId: string }>(intentPOST, {
      token: w.hunterToken,
      body: { bookingId: b.json.id, amount: 9000 },
    });
    expect(intent.json.amount).toBe("2250.00");
    const { paymentIntentId } = await payBooking(w.hunterToken, b.json.id);
    expect((await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId)))[0]).toMatchObject({
      amountCents: 225_000,
      status: "requires_capture",
    });
    expect(await bookingRow(b.json.id)).toMatchObject({ paymentStatus: "authorized", totalAmountCents: 900_000, depositCents: 225_000 });

    const line = "Deposit today: $2,250.00 · Balance due to the outfitter: $6,750.00";
    expect(depositLine(225_000, 900_000)).toBe(line);
    const [confirmation] = await emailsTo(w.hunter.email, "booking-confirmation");
    expect(JSON.stringify(confirmation)).toContain(line);
    const [receipt] = await emailsTo(w.hunter.email, "payment-confirmation");
    expect(receipt!.subject).toBe("Payment received: $2,250.00");
    const mine = await call<{ id: number; depositAmount: string; balanceDue: string }[]>(myGET, { token: w.hunterToken });
    expect(mine.json.find((x) => x.id === b.json.id)).toMatchObject({ depositAmount: "2250.00", balanceDue: "6750.00" });

    const accepted = await call(statusPATCH, {
      method: "PATCH",
      token: w.outfitterToken,
      params: { id: String(b.json.id) },
      body: { status: "accepted" },
    });
    expect(accepted.status).toBe(200);
    expect((await db.select().from(testPayments).where(eq(testPayments.id, paymentIntentId)))[0]).toMatchObject({
      status: "succeeded",
      amountCapturedCents: 225_000,
    });
    // The spec's commission: 10% of price × hunters, not of the deposit.
    expect((await db.select().from(commissions).where(eq(commissions.bookingId, b.json.id)))[0]).toMatchObject({ amountCents: 90_000 });
  });

  it("Strict's texts name the hunt's deposit; other policies read the same whatever the deposit", () => {
    expect(policyText("strict", 50).summary).toBe(
      "The deposit (50% of the total, paid when booking) is non-refundable; anything paid above it is refunded up to 60 days before.",
    );
    expect(policyText("strict", 25).rules[0]).toBe("The deposit, 25% of the total price paid by card when booking, is never refunded.");
    expect(policyText("strict", 100).rules[0]).toBe("The deposit is the whole price, paid by card when booking: it is never refunded.");
    expect(policyText("flexible", 50)).toEqual(POLICY_TEXT.flexible);
    expect(policyText("strict")).toEqual(POLICY_TEXT.strict);
  });

  it("rounds a deposit to whole cents and never above the total", () => {
    expect(depositCentsOf(100_001, 25)).toBe(25_000);
    expect(depositCentsOf(100_002, 25)).toBe(25_001);
    expect(depositCentsOf(333, 75)).toBe(250);
    expect(depositCentsOf(123_457, 100)).toBe(123_457);
    for (let total = 100; total < 2_000; total += 37)
      for (const p of [25, 50, 75, 100]) expect(depositCentsOf(total, p)).toBeLessThanOrEqual(total);
  });
});
