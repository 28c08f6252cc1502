import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { emailOutbox } from "@/db/schema";
import { GET as stopGET } from "@/app/api/tags/reminders/stop/route";
import { QUEUES } from "@/lib/jobs/queues";
import { markTagApplied } from "@/lib/tags/booking-results";
import { sendDeadlineReminder } from "@/lib/tags/deadline-reminders";
import { remindUnreportedResults } from "@/lib/tags/reminders";
import { reportTagResult } from "@/lib/tags/results";
import { asCurrent } from "../../security/registry-fixtures";
import { call } from "../../support/http";
import { drawWorld } from "./tag-world";

const mailsTo = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.template, "tag-draw-notice")));

const waitingReminders = async (bookingId: number) =>
  (
    await queryRows<{ key: string }>(
      db,
      sql`SELECT singleton_key AS key FROM pgboss.job WHERE name = ${QUEUES.tagDeadlineReminder.name} AND state = 'created' AND singleton_key LIKE ${`tag-deadline-${bookingId}-%`}`,
    )
  ).length;

describe("an application-deadline reminder", () => {
  it("e-mails the hunter with a one-click stop link that stops the rest; a link not signed for the booking stops nothing", async () => {
    const w = await drawWorld("refund", 2);
    expect(await sendDeadlineReminder(w.bookingId, "14")).toBe(true);
    const [mail] = await mailsTo(w.hunter.email);
    expect(mail!.subject).toMatch(/^Apply by /);
    const link = /Stop these reminders: (\S+)/.exec(mail!.text ?? "")?.[1];
    expect(link).toContain(`/api/tags/reminders/stop?booking=${w.bookingId}&sig=`);

    const url = new URL(link!);
    const forged = new URL(url);
    forged.searchParams.set("booking", String(w.bookingId + 1));
    expect((await call(stopGET, { url: forged.pathname + forged.search })).status).toBe(404);
    expect(await waitingReminders(w.bookingId)).toBe(3);

    const stopped = await call<string>(stopGET, { url: url.pathname + url.search });
    expect(stopped.status).toBe(200);
    expect(stopped.json).toMatch(/Deadline reminders stopped/);
    expect(await waitingReminders(w.bookingId)).toBe(0);
    // A reminder job already running finds them stopped: no second e-mail.
    expect(await sendDeadlineReminder(w.bookingId, "3")).toBe(false);
    expect(await mailsTo(w.hunter.email)).toHaveLength(1);
  });

  it("is not sent once every hunter of the booking marked 'I applied'", async () => {
    const w = await drawWorld("refund", 2);
    const hunter = asCurrent(w.hunter);
    await markTagApplied(hunter, w.bookingId, 1);
    expect(await sendDeadlineReminder(w.bookingId, "3")).toBe(true);
    await markTagApplied(hunter, w.bookingId, 2);
    expect(await sendDeadlineReminder(w.bookingId, "1")).toBe(false);
  });
});

describe("the missing-result reminder (14 days after the results date)", () => {
  it("tells both sides which hunters have no result, and nothing once all are reported", async () => {
    const w = await drawWorld("refund", 2);
    await reportTagResult(asCurrent(w.hunter), w.bookingId, { hunterIndex: 1, result: "drawn" });
    expect(await remindUnreportedResults(w.bookingId)).toHaveLength(2);
    const toHunter = (await mailsTo(w.hunter.email)).filter((m) => /^Report your draw result/.test(m.subject));
    const toOutfitter = (await mailsTo(w.outfitter.email)).filter((m) => /^Draw result missing/.test(m.subject));
    expect([toHunter.length, toOutfitter.length]).toEqual([1, 1]);
    expect(toOutfitter[0]!.text).toMatch(/no result for hunter 2\./);
    await reportTagResult(asCurrent(w.hunter), w.bookingId, { hunterIndex: 2, result: "drawn" });
    expect(await remindUnreportedResults(w.bookingId)).toEqual([]);
  });
});
