import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { POST as remindersPOST } from "@/app/api/admin/monthly-reports/send-reminders/route";
import { GET as statusGET } from "@/app/api/admin/monthly-reports/status/route";
import { db } from "@/db";
import { emailOutbox, notifications, questionnaireResponses } from "@/db/schema";
import { createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { isReportPastDue } from "@/lib/reports/monthly-status";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";

type Status = {
  month: number;
  year: number;
  years: number[];
  totalOutfitters: number;
  responded: number;
  nonResponders: number;
  pendingCount: number;
  isOverdue: boolean;
  isPastDue: boolean;
  outfitters: Array<{
    outfitterId: number;
    outfitterName: string;
    isPaused: boolean;
    status: string;
    hasResponded: boolean;
    response: null | {
      clientName: string | null;
      isCanceledWithPartialDeposit: boolean;
      depositPercentage: number | null;
      commissionAmount: string;
      paymentMethod: string | null;
    };
  }>;
};

afterEach(() => vi.useRealTimers());

async function respond(outfitterId: number, values: Partial<typeof questionnaireResponses.$inferInsert>) {
  await db.insert(questionnaireResponses).values({ outfitterId, month: 5, year: 2030, hasClientBooking: "no", ...values });
}

describe("monthly report status", () => {
  it("counts responders, non-responders and pending answers, with each outfitter's latest answer", async () => {
    const { adminToken } = await roleFixtures();
    const url = "/api/admin/monthly-reports/status?month=5&year=2030";
    const base = (await call<Status>(statusGET, { token: adminToken, url })).json;

    const done = await createOutfitter({ firstName: "Done" });
    const partial = await createOutfitter({ firstName: "Partial" });
    const pending = await createOutfitter({ firstName: "Pending" });
    const none = await createOutfitter({ firstName: "None" });
    const silent = await createOutfitter({ firstName: "Silent" });
    await createOutfitter({ firstName: "Unapproved", isApproved: false }); // never asked
    await respond(done.id, { hasClientBooking: "no", submittedAt: new Date("2030-05-02T00:00:00Z") });
    await respond(done.id, {
      hasClientBooking: "yes",
      clientName: "J. Smith",
      bookingDates: "Oct 1-5",
      commissionAmountCents: 45000,
      paymentMethod: "check",
      submittedAt: new Date("2030-05-03T00:00:00Z"),
    });
    await respond(partial.id, {
      hasClientBooking: "yes-partial-deposit",
      depositPercentage: 50,
      commissionAmountCents: 22500,
      paymentMethod: "card",
    });
    await respond(pending.id, { hasClientBooking: "pending" });
    await respond(none.id, { hasClientBooking: "no" });
    await respond(silent.id, { hasClientBooking: "yes", month: 4 }); // another month

    const r = await call<Status>(statusGET, { token: adminToken, url });
    expect(r.status).toBe(200);
    expect(r.json.totalOutfitters - base.totalOutfitters).toBe(5);
    expect(r.json.responded - base.responded).toBe(4);
    expect(r.json.nonResponders - base.nonResponders).toBe(1);
    expect(r.json.pendingCount - base.pendingCount).toBe(1);
    const byId = new Map(r.json.outfitters.map((o) => [o.outfitterId, o]));
    expect(byId.get(done.id)).toMatchObject({
      status: "yes",
      hasResponded: true,
      response: { clientName: "J. Smith", commissionAmount: "450.00", paymentMethod: "check" },
    });
    expect(byId.get(partial.id)).toMatchObject({
      status: "yes-partial-deposit",
      response: { isCanceledWithPartialDeposit: true, depositPercentage: 50 },
    });
    expect(byId.get(pending.id)!.status).toBe("pending");
    expect(byId.get(none.id)!.status).toBe("no");
    expect(byId.get(silent.id)).toMatchObject({ status: "no-response", hasResponded: false, response: null });
    // May 2030 is not due yet: the list says "Not Due Yet" rather than "No Response" (issue 53 item 15).
    expect(r.json.isPastDue).toBe(false);
    const past = await call<Status>(statusGET, { token: adminToken, url: "/api/admin/monthly-reports/status?month=1&year=2020" });
    expect(past.json.isPastDue).toBe(true);
    expect(r.json.years[0]).toBeLessThanOrEqual(2030);
    expect(r.json.years.at(-1)).toBe(new Date().getUTCFullYear() + 1);

    const bad = await call(statusGET, { token: adminToken, url: "/api/admin/monthly-reports/status?month=13&year=2030" });
    expect(bad.status).toBe(400);
  });

  it("a 'pending' answer counts for 14 days, then the outfitter is a non-responder again, as on its own dashboard; paused outfitters are listed", async () => {
    const { admin } = await roleFixtures();
    const fresh = await createOutfitter({ firstName: "Fresh" });
    const stale = await createOutfitter({ firstName: "Stale" });
    const paused = await createOutfitter({ firstName: "Paused", isActive: false });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-09-20T12:00:00Z"));
    const at = (iso: string) => ({ hasClientBooking: "pending" as const, month: 9, year: 2030, submittedAt: new Date(iso) });
    await respond(fresh.id, at("2030-09-10T12:00:00Z")); // 10 days ago: still counts
    await respond(stale.id, at("2030-09-05T12:00:00Z")); // 15 days ago: reopened
    const token = await issueApiToken(admin.id);
    const r = await call<Status>(statusGET, { token, url: "/api/admin/monthly-reports/status?month=9&year=2030" });
    const byId = new Map(r.json.outfitters.map((o) => [o.outfitterId, o]));
    expect(byId.get(fresh.id)).toMatchObject({ status: "pending", hasResponded: true });
    expect(byId.get(stale.id)).toMatchObject({ status: "pending", hasResponded: false });
    expect(byId.get(paused.id)).toMatchObject({ status: "no-response", hasResponded: false, isPaused: true });
    expect(byId.get(fresh.id)!.isPaused).toBe(false);

    const sent = await call<{ sent: number; skipped: number }>(remindersPOST, {
      method: "POST",
      token,
      body: { month: 9, year: 2030, outfitterIds: [fresh.id, stale.id, paused.id] },
    });
    expect(sent.json).toMatchObject({ sent: 2, skipped: 1 });
    const reminded = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.title, "Monthly Report Reminder"));
    const ids = reminded.map((n) => n.userId);
    expect(ids).toEqual(expect.arrayContaining([stale.id, paused.id]));
    expect(ids).not.toContain(fresh.id);
  });

  it("isOverdue is false on the 14th and true from the 15th of the next month while someone has not responded", async () => {
    const { admin } = await roleFixtures();
    await createOutfitter(); // a non-responder for June 2030
    vi.useFakeTimers({ toFake: ["Date"] });
    // June's report is asked for on 1 July and due by the 14th.
    vi.setSystemTime(new Date("2030-07-14T23:59:59Z"));
    let token = await issueApiToken(admin.id);
    const url = "/api/admin/monthly-reports/status?month=6&year=2030";
    const on14 = await call<Status>(statusGET, { token, url });
    expect(on14.json.nonResponders).toBeGreaterThan(0);
    expect(on14.json.isOverdue).toBe(false);

    vi.setSystemTime(new Date("2030-07-15T00:00:00Z"));
    token = await issueApiToken(admin.id);
    expect((await call<Status>(statusGET, { token, url })).json.isOverdue).toBe(true);
    // Without month and year the month outfitters are asked for is shown: the one that ended.
    const current = await call<Status>(statusGET, { token, url: "/api/admin/monthly-reports/status" });
    expect([current.json.month, current.json.year, current.json.isOverdue]).toEqual([6, 2030, true]);

    expect(isReportPastDue(6, 2030, new Date("2030-06-30T12:00:00Z"))).toBe(false);
    expect(isReportPastDue(6, 2030, new Date("2030-07-14T12:00:00Z"))).toBe(false);
    expect(isReportPastDue(6, 2030, new Date("2030-07-15T00:00:00Z"))).toBe(true);
    expect(isReportPastDue(12, 2030, new Date("2031-01-14T12:00:00Z"))).toBe(false);
    expect(isReportPastDue(12, 2030, new Date("2031-01-15T00:00:00Z"))).toBe(true);
  });
});

describe("year options of the Monthly Reports page", () => {
  it("run from the first report's year to next year, following the clock (not a fixed list)", async () => {
    const { admin } = await roleFixtures();
    const o = await createOutfitter();
    await db.insert(questionnaireResponses).values({ outfitterId: o.id, month: 11, year: 2027, hasClientBooking: "no" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2036-01-10T12:00:00Z"));
    const token = await issueApiToken(admin.id);
    const r = await call<Status>(statusGET, { token, url: "/api/admin/monthly-reports/status" });
    expect([r.json.month, r.json.year]).toEqual([12, 2035]);
    expect(r.json.years).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036, 2037]);
  });
});

describe("monthly report reminders", () => {
  it("reminds the selected non-responders in-app and by e-mail, skipping those who responded", async () => {
    const { adminToken } = await roleFixtures();
    const a = await createOutfitter();
    const b = await createOutfitter();
    const responded = await createOutfitter();
    await db.insert(questionnaireResponses).values({ outfitterId: responded.id, month: 7, year: 2030, hasClientBooking: "no" });

    const r = await call<{ message: string; sent: number; skipped: number }>(remindersPOST, {
      token: adminToken,
      body: { month: 7, year: 2030, outfitterIds: [a.id, b.id, responded.id, a.id] },
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ message: "Reminders sent to 2 outfitters", sent: 2, skipped: 1 });
    for (const o of [a, b]) {
      const [n] = await db.select().from(notifications).where(eq(notifications.userId, o.id));
      expect(n!.title).toBe("Monthly Report Reminder");
      expect(n!.message).toContain("July 2030");
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, o.email));
      expect(mails).toHaveLength(1);
    }
    expect(await db.select().from(notifications).where(eq(notifications.userId, responded.id))).toHaveLength(0);

    const empty = await call(remindersPOST, { token: adminToken, body: { month: 7, year: 2030, outfitterIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ message: "Select at least one outfitter" });
  });
});
