import { describe, expect, it, vi } from "vitest";
import { count, eq } from "drizzle-orm";
import { db } from "@/db";
import { outfitterBalances, questionnaireResponses } from "@/db/schema";
import { createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { POST as pausePOST } from "@/app/api/admin/outfitter/pause/route";
import { IDLE } from "@/lib/actions/state";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { submitReportAction } from "@/lib/reports/actions";
import { REPORT_STATE_MESSAGES } from "@/lib/reports/questionnaire";
import { REPORT_MESSAGES, type ReportSubmitInput } from "@/lib/reports/schema";
import { roleFixtures } from "../../support/admin-fixtures";
import { call } from "../../support/http";
import { onReportDay, reportWorld } from "../../support/reports";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The monthly report dialog's Submit Report (lib/reports/actions.ts), twin of POST /api/questionnaire/submit. */
onReportDay();
const setup = reportWorld;

/** What the dialog sends: its inputs' text, this month, and a commission it has no say in. */
const booked = (huntId: number, over: Partial<ReportSubmitInput> = {}): ReportSubmitInput => ({
  hasClientBooking: "yes",
  bookingStatus: "yes",
  huntId: String(huntId),
  numberOfPeople: "2",
  paymentMethod: "check",
  depositPercentage: "50",
  markAsDiscountedHunt: false,
  clientName: "Sam Client",
  bookingDates: "Sept 10-15",
  month: 2,
  year: 2031,
  paymentStatus: "pending",
  commissionAmount: 0.01,
  ...over,
});
const reportsOf = async (id: number) =>
  (await db.select({ n: count() }).from(questionnaireResponses).where(eq(questionnaireResponses.outfitterId, id)))[0]!.n;
const owed = async (id: number) =>
  (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, id)))[0]?.totalOwedCents ?? 0;

describe("submitReportAction", () => {
  it("files the report with the commission computed on the server, once; a second submit is the route's 409", async () => {
    const { outfitter, hunt, token } = await setup();
    callAs(token);
    const r = await submitReportAction(IDLE, booked(hunt.id));
    // 10% of $4,500 × 2 people.
    expect(r).toMatchObject({
      ok: true,
      data: { hasClientBooking: "yes", huntId: hunt.id, numberOfPeople: 2, commissionAmount: "900.00" },
    });
    expect(await owed(outfitter.id)).toBe(90_000);
    expect(await submitReportAction(IDLE, booked(hunt.id))).toMatchObject({
      ok: false,
      status: 409,
      message: REPORT_STATE_MESSAGES.alreadySubmitted,
    });
    expect(await reportsOf(outfitter.id)).toBe(1);
    expect(await owed(outfitter.id)).toBe(90_000);
  });

  it("answers the schema's field errors and the service's (not your hunt) beside their fields; nothing written", async () => {
    const { outfitter, token } = await setup();
    const foreign = await createHunt({ outfitterId: (await createOutfitter()).id });
    callAs(token);
    const blank = await submitReportAction(IDLE, booked(foreign.id, { clientName: "", bookingDates: "" }));
    expect(blank).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { clientName: [REPORT_MESSAGES.required], bookingDates: [REPORT_MESSAGES.required] },
    });
    const notOwn = await submitReportAction(IDLE, booked(foreign.id));
    expect(notOwn).toMatchObject({ ok: false, status: 400, fieldErrors: { huntId: [REPORT_STATE_MESSAGES.notOwnHunt] } });
    expect(await reportsOf(outfitter.id)).toBe(0);
  });

  it("refuses a pending outfitter and a hunter (403); a paused outfitter may file", async () => {
    const pending = await createOutfitter({ isApproved: false });
    callAs(await issueApiToken(pending.id));
    expect(await submitReportAction(IDLE, { hasClientBooking: "no" })).toMatchObject({ ok: false, status: 403 });
    callAs(await issueApiToken((await createHunter()).id));
    expect(await submitReportAction(IDLE, { hasClientBooking: "no" })).toMatchObject({ ok: false, status: 403 });
    expect(await reportsOf(pending.id)).toBe(0);

    const f = await roleFixtures();
    expect((await call(pausePOST, { token: f.adminToken, body: { outfitterId: f.outfitter.id } })).status).toBe(200);
    callAs(f.outfitterToken);
    expect(await submitReportAction(IDLE, { hasClientBooking: "no" })).toMatchObject({ ok: true, data: { hasClientBooking: "no" } });
  });
});
