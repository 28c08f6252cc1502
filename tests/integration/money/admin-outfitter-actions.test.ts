import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { GET as meGET } from "@/app/api/auth/me/route";
import { PUT as commissionPaidPUT } from "@/app/api/admin/commissions/[id]/paid/route";
import { GET as commissionsGET } from "@/app/api/admin/commissions/route";
import { POST as markPaidPOST } from "@/app/api/admin/outfitter/mark-paid/route";
import { POST as pausePOST } from "@/app/api/admin/outfitter/pause/route";
import { POST as reminderPOST } from "@/app/api/admin/outfitter/send-reminder/route";
import { POST as unpausePOST } from "@/app/api/admin/outfitter/unpause/route";
import { GET as revenueGET } from "@/app/api/admin/revenue/route";
import { GET as outfittersGET } from "@/app/api/outfitters/route";
import { db, queryRows } from "@/db";
import { adminActions, commissionPayments, commissions, emailOutbox, notifications, outfitterBalances, users } from "@/db/schema";
import { createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { accrueCommission, addToBalance } from "@/lib/money/commission/ledger";
import { formatCents } from "@/lib/format/money";
import { call } from "../../support/http";
import { huntsOf, optionalHandler, roleFixtures } from "../../support/admin-fixtures";

async function owing(outfitterId: number, ...bases: number[]) {
  const hunter = await createHunter();
  const hunt = await createHunt({ outfitterId });
  const ids: number[] = [];
  for (const base of bases) {
    const b = await createBooking({ huntId: hunt.id, outfitterId, hunterId: hunter.id, totalAmountCents: base, status: "accepted" });
    await db.transaction((tx) => accrueCommission(tx, { outfitterId, bookingId: b.id, baseAmountCents: base }));
    const [c] = await db.select().from(commissions).where(eq(commissions.bookingId, b.id));
    ids.push(c!.id);
  }
  return ids;
}
const balance = async (outfitterId: number) =>
  (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, outfitterId)))[0]!;

describe("mark commission paid", () => {
  it("moves exactly the owed cents to paid-to-date, records who and when, and cannot run twice", async () => {
    const { adminToken, admin } = await roleFixtures();
    const o = await createOutfitter();
    await owing(o.id, 123455, 99999); // 12346 + 10000 = 22346 cents
    await db.update(outfitterBalances).set({ paidToDateCents: 5000 }).where(eq(outfitterBalances.outfitterId, o.id));

    const results = await Promise.all(
      [1, 2].map(() => call<Record<string, string>>(markPaidPOST, { token: adminToken, body: { outfitterId: o.id } })),
    );
    const ok = results.find((r) => r.status === 200)!;
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(ok.json).toMatchObject({ amountPaid: "223.46", totalOwed: "0.00", paidToDate: "273.46" });
    const bal = await balance(o.id);
    expect([bal.totalOwedCents, bal.paidToDateCents]).toEqual([0, 27346]);

    const open = await db
      .select()
      .from(commissions)
      .where(and(eq(commissions.outfitterId, o.id), eq(commissions.status, "pending")));
    expect(open).toHaveLength(0);
    const [payment] = await db.select().from(commissionPayments).where(eq(commissionPayments.outfitterId, o.id));
    expect(payment).toMatchObject({ amountCents: 22346, method: "check", provider: "admin", status: "completed" });
    expect(payment!.completedAt).toBeInstanceOf(Date);
    const [log] = await db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, "outfitter.mark-paid"), eq(adminActions.targetUserId, o.id)));
    expect(log).toMatchObject({ adminId: admin.id, details: { amountCents: 22346 } });

    const none = await call(markPaidPOST, { token: adminToken, body: { outfitterId: o.id } });
    expect(none.status).toBe(409);
    expect(none.json).toEqual({ message: "This outfitter has no outstanding commission" });
    expect((await call(markPaidPOST, { token: adminToken, body: {} })).status).toBe(400);
    expect((await call(markPaidPOST, { token: adminToken, body: { outfitterId: 999999 } })).status).toBe(404);
  });

  it.each([
    // booking amounts (cents), paid to date before (cents), owed = Σ 10% each rounded half up, paid to date after
    [[100005], 0, 10001, 10001], // 10000.5 → 10001
    [[5, 5, 5], 0, 3, 3], // 0.5 → 1, three times (each commission is rounded once, on its own)
    [[99999, 15], 250, 10002, 10252], // 9999.9 → 10000, 1.5 → 2
    [[450000, 333333], 1, 78333, 78334], // 45000 + 33333.3 → 33333
  ])("mark-paid with bookings %j and %i cents already paid moves %i cents owed → paid (%i)", async (bases, prePaid, owed, paidAfter) => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    await owing(o.id, ...bases);
    if (prePaid) await db.update(outfitterBalances).set({ paidToDateCents: prePaid }).where(eq(outfitterBalances.outfitterId, o.id));
    expect((await balance(o.id)).totalOwedCents).toBe(owed);
    const r = await call<Record<string, string>>(markPaidPOST, { token: adminToken, body: { outfitterId: o.id } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ amountPaid: formatCents(owed), totalOwed: "0.00", paidToDate: formatCents(paidAfter) });
    const bal = await balance(o.id);
    expect([bal.totalOwedCents, bal.paidToDateCents]).toEqual([0, paidAfter]);
  });

  it("marks a single commission paid once and moves its amount", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const [first, second] = await owing(o.id, 50005, 20000); // 5001 + 2000
    const r = await call<{ status: string; amount: string }>(commissionPaidPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(first) },
    });
    expect(r.json).toMatchObject({ status: "paid", amount: "50.01" });
    const bal = await balance(o.id);
    expect([bal.totalOwedCents, bal.paidToDateCents]).toEqual([2000, 5001]);
    expect((await call(commissionPaidPUT, { method: "PUT", token: adminToken, params: { id: String(first) } })).status).toBe(409);
    const list = await call<Array<{ id: number; status: string; amount: string }>>(commissionsGET, { token: adminToken });
    expect(list.json.find((c) => c.id === second)).toMatchObject({ status: "pending", amount: "20.00" });
  });
});

describe("mark one commission paid after the outfitter already paid part of its balance", () => {
  it("moves only what is still owed, never below zero, and records no second payment", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const [first, second] = await owing(o.id, 50005, 20000); // 5001 + 2000 = 7001 owed
    await addToBalance(db, o.id, -6000, 6000); // a $60.00 card payment, as the PayPal capture records it
    const payments = async () => db.select().from(commissionPayments).where(eq(commissionPayments.outfitterId, o.id));

    const a = await call<Record<string, string>>(commissionPaidPUT, { method: "PUT", token: adminToken, params: { id: String(first) } });
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({ status: "paid", amount: "50.01", amountMoved: "10.01" });
    expect([(await balance(o.id)).totalOwedCents, (await balance(o.id)).paidToDateCents]).toEqual([0, 7001]);

    const b = await call<Record<string, string>>(commissionPaidPUT, { method: "PUT", token: adminToken, params: { id: String(second) } });
    expect(b.json).toMatchObject({ status: "paid", amount: "20.00", amountMoved: "0.00" });
    const bal = await balance(o.id);
    expect([bal.totalOwedCents, bal.paidToDateCents]).toEqual([0, 7001]);
    expect((await payments()).map((p) => p.amountCents)).toEqual([1001]);
  });
});

describe("marking one commission and the whole balance paid at once", () => {
  // Both take the commission rows before the balance row: in the other order PostgreSQL aborted
  // one of them with a deadlock (a 500). PGlite runs one transaction at a time, so it always passes there.
  it("never deadlocks, and the cents move exactly once", async () => {
    const { adminToken } = await roleFixtures();
    for (let round = 0; round < 12; round++) {
      const o = await createOutfitter();
      const [first] = await owing(o.id, 30000, 40000); // 3000 + 4000 owed
      const [one, all] = await Promise.all([
        call(commissionPaidPUT, { method: "PUT", token: adminToken, params: { id: String(first) } }),
        call(markPaidPOST, { token: adminToken, body: { outfitterId: o.id } }),
      ]);
      expect([one.status, all.status]).not.toContain(500);
      expect(one.status === 200 || one.status === 409).toBe(true);
      expect(all.status === 200 || all.status === 409).toBe(true);
      const bal = await balance(o.id);
      expect([bal.totalOwedCents, bal.paidToDateCents]).toEqual([0, 7000]);
      const open = await db
        .select()
        .from(commissions)
        .where(and(eq(commissions.outfitterId, o.id), eq(commissions.status, "pending")));
      expect(open).toEqual([]);
    }
  });
});

describe("pause and unpause", () => {
  it("pausing hides the outfitter's hunts and warns it, who stays signed in and sees it paused; unpausing brings them back", async () => {
    const { adminToken, hunterToken } = await roleFixtures();
    const o = await createOutfitter({ firstName: "Paused" });
    const hunt = await createHunt({ outfitterId: o.id });
    const token = await issueApiToken(o.id);

    const visible = async () =>
      (
        await queryRows<{ id: number }>(
          db,
          sql`select h.id from hunts h join users u on u.id = h.outfitter_id
        where h.is_active and u.is_approved and u.is_active and h.id = ${hunt.id}`,
        )
      ).length === 1;
    const huntsGET = await optionalHandler("@/app/api/hunts/route", "GET");
    const listed = async () =>
      huntsGET ? huntsOf((await call(huntsGET, { url: "/api/hunts" })).json).some((h) => h.id === hunt.id) : await visible();
    const inDirectory = async () =>
      (await call<Array<{ id: number }>>(outfittersGET, { token: hunterToken })).json.some((x) => x.id === o.id);
    expect(await visible()).toBe(true);
    expect(await listed()).toBe(true);
    expect(await inDirectory()).toBe(true);

    const p = await call(pausePOST, { token: adminToken, body: { outfitterId: o.id } });
    expect(p.status).toBe(200);
    expect(p.json).toMatchObject({ isActive: false });
    expect(await visible()).toBe(false);
    expect(await listed()).toBe(false);
    expect(await inDirectory()).toBe(false);
    expect((await call(meGET, { token })).json).toMatchObject({ id: o.id, isApproved: true, isActive: false });
    const [row] = await db.select().from(users).where(eq(users.id, o.id));
    expect([row!.isApproved, row!.isActive]).toEqual([true, false]); // shown as "Paused"
    expect((await call(pausePOST, { token: adminToken, body: { outfitterId: o.id } })).json).toEqual({
      message: "This outfitter is already paused",
    });

    const u = await call(unpausePOST, { token: adminToken, body: { outfitterId: o.id } });
    expect(u.json).toMatchObject({ isActive: true });
    expect(await listed()).toBe(true);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, o.id)).orderBy(notifications.id);
    expect(notes.map((n) => [n.type, n.title])).toEqual([
      ["warning", "Account Paused"],
      ["other", "Account Reactivated"],
    ]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, o.email));
    expect(mails).toHaveLength(2);
    const hunter = await createHunter();
    expect((await call(pausePOST, { token: adminToken, body: { outfitterId: hunter.id } })).status).toBe(404);
  });
});

describe("payment reminder", () => {
  it("creates a payment_reminder notification and an e-mail naming the amount", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    const none = await call(reminderPOST, { token: adminToken, body: { outfitterId: o.id } });
    expect(none.status).toBe(409);
    await owing(o.id, 250000);
    const r = await call(reminderPOST, { token: adminToken, body: { outfitterId: o.id } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ message: "Reminder sent", totalOwed: "250.00" });
    const [n] = await db.select().from(notifications).where(eq(notifications.userId, o.id));
    expect(n).toMatchObject({ type: "payment_reminder", title: "Commission Payment Reminder", isRead: false });
    expect(n!.message).toContain("$250.00");
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, o.email));
    expect(mail!.subject).toBe("Commission payment reminder");
    expect(mail!.text).toContain("$250.00");
  });

  it("the revenue panel shows owed and paid per outfitter", async () => {
    const { adminToken } = await roleFixtures();
    const o = await createOutfitter();
    await owing(o.id, 100000);
    const r = await call<{
      outfitterBalances: Array<{ outfitterId: number; totalOwed: string; paidToDate: string; outfitter: { email: string } }>;
    }>(revenueGET, { token: adminToken });
    expect(r.json.outfitterBalances.find((b) => b.outfitterId === o.id)).toMatchObject({
      totalOwed: "100.00",
      paidToDate: "0.00",
      outfitter: { email: o.email },
    });
  });
});
