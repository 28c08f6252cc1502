import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { commissions, outfitterBalances } from "@/db/schema";
import { createHunter, createOutfitter } from "@/seed/factories";
import { GET as currentGET } from "@/app/api/questionnaire/current/route";
import { POST as submitPOST } from "@/app/api/questionnaire/submit/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { REPORT_STATE_MESSAGES } from "@/lib/reports/questionnaire";
import { REPORT_MESSAGES } from "@/lib/reports/schema";
import { saveHuntFees } from "@/lib/hunts/fees";
import { EMPTY_FEES } from "@/lib/money/price-lines/types";
import { call } from "../../support/http";
import { onReportDay, reportWorld } from "../../support/reports";

type Current = {
  required: boolean;
  hasResponse: boolean;
  isOverdue: boolean;
  month: number;
  year: number;
  response: Record<string, unknown> | null;
};

onReportDay();
const setup = reportWorld;

const booked = (huntId: number) => ({
  hasClientBooking: "yes",
  bookingStatus: "yes",
  huntId,
  numberOfPeople: 2,
  paymentMethod: "check",
  clientName: "Sam Client",
  bookingDates: "Sept 10-15",
  month: 2,
  year: 2031,
  paymentStatus: "pending",
  commissionAmount: 0.01, // never trusted
});

const current = (token: string) => call<Current>(currentGET, { token });
const submit = (token: string, body: unknown) => call<Record<string, unknown>>(submitPOST, { method: "POST", token, body });
const balanceOf = async (id: number) =>
  (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, id)))[0]?.totalOwedCents ?? 0;

describe("GET /api/questionnaire/current", () => {
  it("prompts an approved outfitter, blue before the 15th and red (overdue) from the 15th", async () => {
    const { token } = await setup();
    expect((await current(token)).json).toMatchObject({
      required: true,
      hasResponse: false,
      isOverdue: false,
      month: 2,
      year: 2031,
      response: null,
    });
    vi.setSystemTime(new Date("2031-03-14T23:59:00Z"));
    expect((await current(token)).json.isOverdue).toBe(false);
    vi.setSystemTime(new Date("2031-03-15T00:00:00Z"));
    expect((await current(token)).json.isOverdue).toBe(true);
  });

  it("never prompts unapproved outfitters; refuses hunters and signed-out callers", async () => {
    const pending = await createOutfitter({ isApproved: false });
    expect((await current(await issueApiToken(pending.id))).json).toMatchObject({ required: false, isOverdue: false });
    expect((await current(await issueApiToken((await createHunter()).id))).status).toBe(403);
    expect((await call(currentGET, {})).status).toBe(401);
  });
});

describe("POST /api/questionnaire/submit", () => {
  it("computes the commission on the server, adds it to the balance once, and closes the month", async () => {
    const { outfitter, hunt, token } = await setup();
    const r = await submit(token, booked(hunt.id));
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      commissionAmount: "900.00",
      depositPercentage: 100,
      paymentStatus: "pending",
      dueAt: "2031-04-09T12:00:00.000Z",
    });
    expect(await balanceOf(outfitter.id)).toBe(90000);
    expect((await current(token)).json).toMatchObject({ required: false, hasResponse: true });
    const again = await submit(token, booked(hunt.id));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(REPORT_STATE_MESSAGES.alreadySubmitted);
    expect(await balanceOf(outfitter.id)).toBe(90000);
  });

  it.each([
    [25, 22500],
    [50, 45000],
    [75, 67500],
    [100, 90000],
  ])("applies a %i%% partial deposit to the deposit share", async (deposit, expected) => {
    const { outfitter, hunt, token } = await setup();
    const r = await submit(token, { ...booked(hunt.id), hasClientBooking: "yes-partial-deposit", depositPercentage: deposit });
    expect(r.status).toBe(201);
    expect(await balanceOf(outfitter.id)).toBe(expected);
    const [c] = await db.select().from(commissions).where(eq(commissions.outfitterId, outfitter.id));
    expect(c!.amountCents).toBe(expected);
    expect(c!.baseAmountCents).toBe(expected * 10); // the deposit share of 2 × $4,500.00
  });

  it("takes the commission of places and add-ons only (the hunt's price lines), never its licences or tax", async () => {
    const { outfitter, hunt, token } = await setup();
    await saveHuntFees(db, hunt, {
      ...EMPTY_FEES,
      addOns: [
        { name: "Meat processing", priceCents: 35000, unit: "per_person", required: true },
        { name: "Airport pickup", priceCents: 20000, unit: "per_booking", required: true },
        { name: "Extra day", priceCents: 65000, unit: "per_day", required: false },
      ],
      licences: [{ name: "Licence", obtainedBy: "outfitter", residentCents: 6000, nonResidentCents: 95900, agencyUrl: null }],
      taxBp: 700,
    });
    const r = await submit(token, { ...booked(hunt.id), hasClientBooking: "yes-partial-deposit", depositPercentage: 50 });
    expect(r.status).toBe(201);
    // 2 × 4,500 + 2 × 350 + 200 = 9,900; half of it 4,950; 10% = 495.00 (not the 10,593 + 1,918 a booking would be paid).
    expect(r.json).toMatchObject({ commissionAmount: "495.00" });
    const [c] = await db.select().from(commissions).where(eq(commissions.outfitterId, outfitter.id));
    expect(c).toMatchObject({ baseAmountCents: 495000, amountCents: 49500 });
  });

  it("records 'no' with no commission", async () => {
    const { outfitter, token } = await setup();
    const r = await submit(token, { hasClientBooking: "no", month: 2, year: 2031 });
    expect(r.json).toMatchObject({ commissionAmount: "0.00", paymentStatus: "none", huntId: null });
    expect(await balanceOf(outfitter.id)).toBe(0);
  });

  it("reopens a 'pending' answer 14 days after it was submitted", async () => {
    vi.setSystemTime(new Date("2031-03-01T09:00:00Z"));
    const { token } = await setup();
    expect((await submit(token, { hasClientBooking: "pending" })).status).toBe(201);
    vi.setSystemTime(new Date("2031-03-15T08:59:59Z"));
    expect((await current(token)).json).toMatchObject({ hasResponse: true, required: false, isOverdue: false });
    expect((await submit(token, { hasClientBooking: "no" })).status).toBe(409);
    vi.setSystemTime(new Date("2031-03-15T09:00:00Z"));
    expect((await current(token)).json).toMatchObject({ hasResponse: false, required: true, isOverdue: true });
    expect((await submit(token, { hasClientBooking: "no" })).status).toBe(201);
  });

  it.each([
    [{ hasClientBooking: undefined }, REPORT_MESSAGES.hasClientBooking],
    [{ hasClientBooking: "maybe" }, REPORT_MESSAGES.hasClientBooking],
    [{ bookingStatus: "perhaps" }, REPORT_MESSAGES.bookingStatus],
    [{ numberOfPeople: 0 }, REPORT_MESSAGES.people],
    [{ commissionAmount: -1 }, REPORT_MESSAGES.commission],
    [{ paymentMethod: "cash" }, REPORT_MESSAGES.paymentMethod],
    [{ hasClientBooking: "yes-partial-deposit", depositPercentage: 30 }, REPORT_MESSAGES.deposit],
    [{ hasClientBooking: "yes-partial-deposit", depositPercentage: "" }, REPORT_MESSAGES.required],
    [{ huntId: "" }, REPORT_MESSAGES.required],
    [{ clientName: "" }, REPORT_MESSAGES.required],
    [{ month: 4 }, REPORT_STATE_MESSAGES.wrongPeriod],
  ])("refuses %j with its message and files nothing", async (patch, message) => {
    const { outfitter, hunt, token } = await setup();
    const r = await submit(token, { ...booked(hunt.id), ...patch });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect((await current(token)).json.hasResponse).toBe(false);
    expect(await balanceOf(outfitter.id)).toBe(0);
  });

  it("refuses another outfitter's hunt", async () => {
    const { token } = await setup();
    const other = await setup();
    const r = await submit(token, booked(other.hunt.id));
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(REPORT_STATE_MESSAGES.notOwnHunt);
  });

  it("refuses unapproved outfitters, hunters and signed-out callers", async () => {
    const pending = await createOutfitter({ isApproved: false });
    const r = await submit(await issueApiToken(pending.id), { hasClientBooking: "no" });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe(REPORT_STATE_MESSAGES.notApproved);
    expect((await submit(await issueApiToken((await createHunter()).id), { hasClientBooking: "no" })).status).toBe(403);
    expect((await call(submitPOST, { method: "POST", body: { hasClientBooking: "no" } })).status).toBe(401);
  });

  it("files one report when five submissions race", async () => {
    const { outfitter, hunt, token } = await setup();
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(token, booked(hunt.id))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await balanceOf(outfitter.id)).toBe(90000);
  });
});
