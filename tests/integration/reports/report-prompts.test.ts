import { describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox, notifications, questionnaireResponses, reportPrompts } from "@/db/schema";
import { createHunter, createOutfitter } from "@/seed/factories";
import { sendMonthlyReportPrompts } from "@/lib/reports/prompts";

const prompted = async (ids: number[]) =>
  await db
    .select({ userId: notifications.userId, type: notifications.type, message: notifications.message })
    .from(notifications)
    .where(and(inArray(notifications.userId, ids), eq(notifications.title, "Monthly Report Required")));

describe("the monthly questionnaire sent on the 1st (spec 001 §4, terms)", () => {
  it("asks every approved outfitter that has not answered, paused ones included, once per month, by notification and e-mail", async () => {
    const active = await createOutfitter({ firstName: "Asked" });
    const paused = await createOutfitter({ firstName: "PausedAsked", isActive: false });
    const answered = await createOutfitter({ firstName: "Answered" });
    const stalePending = await createOutfitter({ firstName: "Stale" });
    const unapproved = await createOutfitter({ isApproved: false });
    const hunter = await createHunter();
    // On 1 May the report asked for is April's (the month that ended, issue 53 item 15).
    const now = new Date("2032-05-01T06:00:00Z");
    await db.insert(questionnaireResponses).values([
      { outfitterId: answered.id, month: 4, year: 2032, hasClientBooking: "no", submittedAt: now },
      // A 'pending' answer from the previous period does not count for April.
      { outfitterId: stalePending.id, month: 3, year: 2032, hasClientBooking: "pending", submittedAt: new Date("2032-04-30T00:00:00Z") },
    ]);

    const first = await sendMonthlyReportPrompts(now);
    expect(first.sent).toBeGreaterThanOrEqual(3);
    const ids = [active.id, paused.id, answered.id, stalePending.id, unapproved.id, hunter.id];
    const notes = await prompted(ids);
    expect(notes.map((n) => n.userId).sort()).toEqual([active.id, paused.id, stalePending.id].sort());
    expect(notes[0]!.type).toBe("other");
    expect(notes[0]!.message).toContain("April 2032");
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "monthly-report-prompt"), eq(emailOutbox.toEmail, active.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your monthly booking report for April 2032");

    // Later runs the same month (other instances, the next tick) ask nobody again.
    expect((await sendMonthlyReportPrompts(new Date("2032-05-01T06:15:00Z"))).sent).toBe(0);
    await Promise.all([sendMonthlyReportPrompts(now), sendMonthlyReportPrompts(now)]);
    expect(await prompted(ids)).toHaveLength(3);

    // An outfitter approved mid-month is asked at the next run; from the 15th the notice is a warning.
    const late = await createOutfitter({ firstName: "Late" });
    expect((await sendMonthlyReportPrompts(new Date("2032-05-16T00:00:00Z"))).sent).toBe(1);
    const [lateNote] = await prompted([late.id]);
    expect(lateNote).toMatchObject({ type: "warning" });
    expect(lateNote!.message).toContain("overdue");

    // A new month asks again.
    await sendMonthlyReportPrompts(new Date("2032-06-01T00:00:00Z"));
    const rows = await db.select().from(reportPrompts).where(eq(reportPrompts.outfitterId, active.id));
    expect(rows.map((r) => `${r.year}-${r.month}`).sort()).toEqual(["2032-4", "2032-5"]);
  });
});
