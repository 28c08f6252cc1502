import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as mismatchPOST } from "@/app/api/admin/revenue/mark-mismatch/route";
import { GET as revenueGET } from "@/app/api/admin/revenue/route";
import { POST as notifyPOST } from "@/app/api/admin/send-notification/route";
import { db } from "@/db";
import { bookingClaims, bookingInquiries, bookingMismatches, emailOutbox, notifications, questionnaireResponses } from "@/db/schema";
import { createAdmin, createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { MISSING_NOTIFICATION_FIELDS } from "@/lib/notifications/broadcast-schema";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";

type Mismatch = {
  id: number;
  inquiryId: number;
  hunterId: number;
  outfitterId: number;
  huntPrice: string | null;
  reportedAt: string | null;
};

async function inquiry(status: "initial" | "yes" | "no" | "maybe", huntPriceCents: number | null = 350000) {
  const hunter = await createHunter({ firstName: "Mia", lastName: "Stone" });
  const outfitter = await createOutfitter();
  const [row] = await db
    .insert(bookingInquiries)
    .values({ hunterId: hunter.id, outfitterId: outfitter.id, bookingStatus: status, huntPriceCents })
    .returning();
  return { hunter, outfitter, inquiry: row! };
}

describe("booking mismatches", () => {
  it("finds 'yes' answers with no live booking and no accepted claim", async () => {
    const { adminToken } = await roleFixtures();
    const lone = await inquiry("yes");
    const maybe = await inquiry("maybe");
    const booked = await inquiry("yes");
    const hunt = await createHunt({ outfitterId: booked.outfitter.id });
    await createBooking({ huntId: hunt.id, outfitterId: booked.outfitter.id, hunterId: booked.hunter.id, status: "pending" });
    const cancelled = await inquiry("yes");
    const hunt2 = await createHunt({ outfitterId: cancelled.outfitter.id });
    await createBooking({ huntId: hunt2.id, outfitterId: cancelled.outfitter.id, hunterId: cancelled.hunter.id, status: "cancelled" });
    const claimed = await inquiry("yes");
    await db.insert(bookingClaims).values({
      hunterId: claimed.hunter.id,
      outfitterId: claimed.outfitter.id,
      huntPriceCents: 1,
      huntDescription: "x",
      status: "accepted",
    });
    const claimPending = await inquiry("yes");
    await db
      .insert(bookingClaims)
      .values({ hunterId: claimPending.hunter.id, outfitterId: claimPending.outfitter.id, huntPriceCents: 1, huntDescription: "x" });

    const r = await call<{ bookingMismatches: Mismatch[] }>(revenueGET, { token: adminToken });
    const ids = r.json.bookingMismatches.map((m) => m.inquiryId);
    expect(ids).toContain(lone.inquiry.id);
    expect(ids).toContain(cancelled.inquiry.id);
    expect(ids).toContain(claimPending.inquiry.id);
    for (const x of [maybe, booked, claimed]) expect(ids).not.toContain(x.inquiry.id);
    expect(r.json.bookingMismatches.find((m) => m.inquiryId === lone.inquiry.id)).toMatchObject({
      id: lone.inquiry.id,
      hunterId: lone.hunter.id,
      outfitterId: lone.outfitter.id,
      huntPrice: "3500.00",
      reportedAt: null,
    });
  });

  it("a monthly report naming the hunter as the client backs the 'yes' (no mismatch); other reports do not", async () => {
    const { adminToken } = await roleFixtures();
    const report = (outfitterId: number, v: Partial<typeof questionnaireResponses.$inferInsert>) =>
      db
        .insert(questionnaireResponses)
        .values({ outfitterId, month: 1, year: 2031, hasClientBooking: "yes", clientName: "Mia Stone", ...v });

    const reported = await inquiry("yes");
    await report(reported.outfitter.id, { clientName: "  mia   STONE " });
    const partial = await inquiry("yes");
    await report(partial.outfitter.id, { hasClientBooking: "yes-partial-deposit" });
    const otherClient = await inquiry("yes");
    await report(otherClient.outfitter.id, { clientName: "Walt Harper" });
    const answeredNo = await inquiry("yes");
    await report(answeredNo.outfitter.id, { hasClientBooking: "no" });
    const beforeInquiry = await inquiry("yes");
    await report(beforeInquiry.outfitter.id, { submittedAt: new Date(beforeInquiry.inquiry.createdAt.getTime() - 86_400_000) });
    const otherOutfitter = await inquiry("yes");
    await report(reported.outfitter.id, { clientName: "Mia Stone" }); // the right name, filed by someone else

    const r = await call<{ bookingMismatches: Mismatch[] }>(revenueGET, { token: adminToken });
    const ids = r.json.bookingMismatches.map((m) => m.inquiryId);
    for (const backed of [reported, partial]) expect(ids).not.toContain(backed.inquiry.id);
    for (const open of [otherClient, answeredNo, beforeInquiry, otherOutfitter]) expect(ids).toContain(open.inquiry.id);

    const refused = await call(mismatchPOST, { token: adminToken, body: { inquiryId: reported.inquiry.id } });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: "This inquiry is not a booking mismatch" });
  });

  it("marks a mismatch reported once, warns the outfitter and keeps listing it as reported", async () => {
    const { adminToken } = await roleFixtures();
    const m = await inquiry("yes", 123456);
    const results = await Promise.all([1, 2].map(() => call(mismatchPOST, { token: adminToken, body: { inquiryId: m.inquiry.id } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await db.select().from(bookingMismatches).where(eq(bookingMismatches.inquiryId, m.inquiry.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hunterId: m.hunter.id, outfitterId: m.outfitter.id, huntPriceCents: 123456 });
    expect(rows[0]!.reportedAt).toBeInstanceOf(Date);
    const [n] = await db.select().from(notifications).where(eq(notifications.userId, m.outfitter.id));
    expect(n).toMatchObject({ type: "warning", title: "Unreported Booking" });
    expect(n!.message).toContain("Mia Stone");
    const r = await call<{ bookingMismatches: Mismatch[] }>(revenueGET, { token: adminToken });
    expect(r.json.bookingMismatches.find((x) => x.inquiryId === m.inquiry.id)!.reportedAt).toBeTruthy();

    const notMismatch = await inquiry("no");
    const bad = await call(mismatchPOST, { token: adminToken, body: { inquiryId: notMismatch.inquiry.id } });
    expect(bad.status).toBe(409);
    expect(bad.json).toEqual({ message: "This inquiry is not a booking mismatch" });
    expect((await call(mismatchPOST, { token: adminToken, body: { inquiryId: 999999 } })).status).toBe(404);
    expect((await call(mismatchPOST, { token: adminToken, body: { inquiryId: "abc" } })).status).toBe(400);
  });
});

describe("send notification", () => {
  it("needs both subject and message", async () => {
    const { adminToken } = await roleFixtures();
    for (const body of [
      {},
      { subject: "Hi" },
      { message: "Body" },
      { subject: "  ", message: "Body" },
      { subject: "Hi", message: "\n\t" },
    ]) {
      const r = await call(notifyPOST, { token: adminToken, body: { audience: "all", ...body } });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ message: MISSING_NOTIFICATION_FIELDS });
    }
    expect(MISSING_NOTIFICATION_FIELDS).toBe("Missing Information - Please fill in both subject and message.");
    expect((await call(notifyPOST, { token: adminToken, body: { subject: "a", message: "b", audience: "admins" } })).status).toBe(400);
  });

  it("reaches every active user of the audience in-app and by e-mail", async () => {
    const { adminToken } = await roleFixtures();
    const hunter = await createHunter();
    const outfitter = await createOutfitter();
    const inactive = await createHunter({ isActive: false });
    const admin2 = await createAdmin();
    const subjectOf = async (userId: number) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)).map((n) => n.title);

    const toHunters = await call<{ count: number }>(notifyPOST, {
      token: adminToken,
      body: { subject: "Season opener", message: "Elk season is open.", audience: "hunters" },
    });
    expect(toHunters.status).toBe(200);
    const toOutfitters = await call(notifyPOST, {
      token: adminToken,
      body: { subject: "Report due", message: "File by the 14th.", audience: "outfitters" },
    });
    expect(toOutfitters.status).toBe(200);
    const toAll = await call(notifyPOST, { token: adminToken, body: { subject: "Maintenance", message: "Tonight 2am.", audience: "all" } });
    expect(toAll.status).toBe(200);

    expect(await subjectOf(hunter.id)).toEqual(["Season opener", "Maintenance"]);
    expect(await subjectOf(outfitter.id)).toEqual(["Report due", "Maintenance"]);
    expect(await subjectOf(inactive.id)).toEqual([]);
    expect(await subjectOf(admin2.id)).toEqual([]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, hunter.email)).orderBy(emailOutbox.id);
    expect(mails.map((m) => m.subject)).toEqual(["Season opener", "Maintenance"]);
    expect(mails[0]!.text).toContain("Elk season is open.");
  });
});
