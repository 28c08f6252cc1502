import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, paymentCustomers, testPayments } from "@/db/schema";
import { GET as partyGET } from "@/app/api/bookings/[id]/party/route";
import { GET as myGET } from "@/app/api/bookings/my/route";
import { GET as mineGET } from "@/app/api/party/mine/route";
import { DELETE as memberDELETE } from "@/app/api/party/members/[id]/route";
import { POST as shareTestPOST } from "@/app/api/party/members/[id]/payment/test/route";
import { POST as payNowPOST } from "@/app/api/bookings/[id]/balance/pay/route";
import { POST as cardPOST } from "@/app/api/bookings/[id]/card/route";
import { POST as testSetupPOST } from "@/app/api/payments/test/setup/confirm/route";
import { POST as decisionPOST } from "@/app/api/bookings/[id]/balance/decision/route";
import { chargeInstallment, sweepInstallments } from "@/lib/money/installments/charge";
import { runPartySharesSweep } from "@/lib/party/expiry";
import { TEST_CARDS } from "@/lib/money/providers/test-cards";
import { NOT_YET_ACCEPTED, OWN_BALANCE } from "@/lib/money/installments/service";
import { call } from "../../support/http";
import { bookingRow, emailsTo } from "../../support/bookings";
import { acceptBooking, collectedParty, newHunter, type PartyJson } from "../../support/party";

const HOUR = 3_600_000;
const card = (number: string = TEST_CARDS.success) => ({ cardNumber: number, expiry: "12 / 40", cvc: "123" });
const payShare = (token: string, memberId: number, number?: string) =>
  call<{ status: string; message?: string }>(shareTestPOST, { token, params: { id: String(memberId) }, body: card(number) });
const balanceRows = (bookingId: number) =>
  db
    .select()
    .from(bookingInstallments)
    .where(and(eq(bookingInstallments.bookingId, bookingId), eq(bookingInstallments.kind, "balance")))
    .orderBy(bookingInstallments.id);
const partyOf = async (token: string, bookingId: number) =>
  (await call<PartyJson>(partyGET, { token, params: { id: String(bookingId) } })).json;
const balanceCharges = async (bookingId: number) =>
  (await db.select().from(testPayments)).filter((p) => p.metadata.bookingId === String(bookingId) && p.metadata.kind === "balance");

describe("a party's balance, collected per member", () => {
  it("property: over random party sizes, amounts and removals, the live balance shares always sum to the booking's balance", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.constantFrom(25, 50, 75),
        fc.array(fc.nat(), { maxLength: 3 }),
        async (hunters, priceCents, depositPercent, removals) => {
          const p = await collectedParty(hunters, { priceCents, depositPercent, join: false });
          const others = p.party.members.slice(1).map((m) => m.id);
          for (const r of removals) {
            if (others.length === 0) break;
            const [id] = others.splice(r % others.length, 1);
            expect((await call(memberDELETE, { method: "DELETE", token: p.hunterToken, params: { id: String(id) } })).status).toBe(200);
          }
          const b = await bookingRow(p.bookingId);
          const rows = await balanceRows(p.bookingId);
          const live = rows.filter((r) => r.state !== "canceled");
          expect(live.reduce((a, r) => a + r.amountCents, 0)).toBe(b.totalAmountCents - b.depositCents!);
          expect(rows.every((r) => r.amountCents > 0)).toBe(true);
          const party = await partyOf(p.hunterToken, p.bookingId);
          const shown = (party.schedule?.shares ?? []).length;
          expect(shown).toBe(live.length);
        },
      ),
      { numRuns: 4 },
    );
  });

  it("each hunter's balance share is their own installment, summing to the balance, the rounding cents the lead's", async () => {
    const p = await collectedParty(3);
    const b = await bookingRow(p.bookingId);
    const rows = await balanceRows(p.bookingId);
    // 3 × $1,000.01 = $3,000.03; 50% deposit $1,500.02 (rounded up), balance $1,500.01.
    expect(b.totalAmountCents - b.depositCents!).toBe(150_001);
    expect(rows.map((r) => [r.memberId, r.amountCents])).toEqual([
      [p.leadMemberId, 50_001],
      [p.members[0]!.memberId, 50_000],
      [p.members[1]!.memberId, 50_000],
    ]);
    // The booking's own balance row is gone: nothing is charged twice.
    expect(rows.every((r) => r.memberId !== null && r.idempotencyKey === `booking-${p.bookingId}-balance-member-${r.memberId}`)).toBe(true);
    expect(new Set(rows.map((r) => r.dueOn)).size).toBe(1);
    const party = await partyOf(p.hunterToken, p.bookingId);
    expect(party.members.map((m) => m.balance?.amount)).toEqual(["500.01", "500.00", "500.00"]);
    expect(party.schedule?.balance).toMatchObject({ amount: "1500.01", state: "scheduled" });
  });

  it("each member's deposit share saves their card; on the due date each share is charged to its payer's card, once", async () => {
    const p = await collectedParty(3);
    for (const m of p.members) expect((await payShare(m.token, m.memberId)).json.status).toBe("paid");
    expect((await payShare(p.hunterToken, p.leadMemberId)).json.status).toBe("paid");
    for (const u of [p.hunter, ...p.members.map((m) => m.user)]) {
      const [saved] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, u.id));
      expect(saved?.paymentMethodId).toBeTruthy();
    }
    // Before the outfitter accepts, a member may not pay their balance share yet.
    const early = await call<{ message: string }>(payNowPOST, { token: p.members[0]!.token, params: { id: String(p.bookingId) } });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(NOT_YET_ACCEPTED);
    expect((await acceptBooking(p.outfitterToken, p.bookingId)).status).toBe(200);
    const [first] = await balanceRows(p.bookingId);
    const due = new Date(first!.nextAttemptAt!.getTime() + 1000);
    const [one, two] = await Promise.all([sweepInstallments(due), sweepInstallments(due)]);
    expect(one.paid + two.paid).toBe(3);
    const charges = await balanceCharges(p.bookingId);
    expect(charges).toHaveLength(3);
    const rows = await balanceRows(p.bookingId);
    expect(rows.every((r) => r.state === "paid")).toBe(true);
    for (const [i, u] of [p.hunter, ...p.members.map((m) => m.user)].entries()) {
      const [saved] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, u.id));
      const charge = charges.find((c) => c.metadata.installmentId === String(rows[i]!.id))!;
      expect(charge).toMatchObject({ amountCents: rows[i]!.amountCents, customerId: saved!.customerId, status: "succeeded" });
      expect(charge.metadata.payerId).toBe(String(u.id));
    }
    // Each member is told about their own share, the lead about theirs.
    const subjects = async (email: string) => (await emailsTo(email, "balance-notice")).map((e) => e.subject);
    expect(await subjects(p.members[0]!.user.email)).toEqual([expect.stringMatching(/^Balance share paid: /)]);
    expect(await subjects(p.hunter.email)).toEqual([expect.stringMatching(/^Balance share paid: /)]);
    const party = await partyOf(p.members[1]!.token, p.bookingId);
    expect(party.members.map((m) => m.balance?.state)).toEqual(["paid", "paid", "paid"]);
    expect(party.schedule?.balance?.state).toBe("paid");
    // A member's My Bookings: the party they joined, their share and every balance share's state (the lead's own list has it).
    const joined = await call<{ bookingId: number; share: string; schedule: { shares: { state: string }[] } }[]>(mineGET, {
      token: p.members[0]!.token,
    });
    expect(joined.json).toEqual([expect.objectContaining({ bookingId: p.bookingId, share: "500.00" })]);
    expect(joined.json[0]!.schedule.shares.map((x) => x.state)).toEqual(["paid", "paid", "paid"]);
    expect((await call<unknown[]>(mineGET, { token: p.hunterToken })).json).toEqual([]);
    expect((await call(mineGET, { token: p.outfitterToken })).status).toBe(403);
    // My Bookings (the lead's) shows each share.
    const mine = await call<{ id: number; schedule: { shares: { state: string; text: string }[] } }[]>(myGET, { token: p.hunterToken });
    const row = mine.json.find((x) => x.id === p.bookingId)!;
    expect(row.schedule.shares.map((x) => x.state)).toEqual(["paid", "paid", "paid"]);
    expect(row.schedule.shares[1]!.text).toMatch(/^Member 1: Balance \$500\.00 paid /);
  });

  it("a member's declining card fails only their share: their e-mail, their Update card, their retry; the outfitter extends it", async () => {
    const p = await collectedParty(2);
    const m = p.members[0]!;
    expect((await payShare(m.token, m.memberId, TEST_CARDS.declinesLater)).json.status).toBe("paid");
    expect((await payShare(p.hunterToken, p.leadMemberId)).json.status).toBe("paid");
    expect((await acceptBooking(p.outfitterToken, p.bookingId)).status).toBe(200);
    const [lead, share] = await balanceRows(p.bookingId);
    const t0 = share!.nextAttemptAt!.getTime() + 1000;
    await sweepInstallments(new Date(t0));
    const after = await balanceRows(p.bookingId);
    expect(after.map((r) => r.state)).toEqual(["paid", "failed"]);
    expect((await bookingRow(p.bookingId)).status).toBe("accepted");
    const failedMail = (await emailsTo(m.user.email, "balance-notice")).filter((e) => /payment failed/.test(e.subject));
    expect(failedMail).toHaveLength(1);
    expect(failedMail[0]!.text).toContain(`/party/${p.bookingId}`);
    expect((await emailsTo(p.hunter.email, "balance-notice")).filter((e) => /payment failed/.test(e.subject))).toHaveLength(0);
    const party = await partyOf(m.token, p.bookingId);
    expect(party.members[1]!.balance?.state).toBe("failed");
    // The lead's Pay now has nothing of theirs left to charge; a stranger has no part in it.
    const stranger = await newHunter();
    expect((await call(cardPOST, { token: stranger.token, params: { id: String(p.bookingId) } })).status).toBe(403);
    expect((await call<{ message: string }>(payNowPOST, { token: stranger.token, params: { id: String(p.bookingId) } })).json.message).toBe(
      OWN_BALANCE,
    );
    // The retries pass: the outfitter is asked about this share and extends it 7 days.
    await sweepInstallments(new Date(t0 + 25 * HOUR));
    await sweepInstallments(new Date(t0 + 73 * HOUR));
    const [, asked] = await balanceRows(p.bookingId);
    expect(asked!.outfitterAskedAt).not.toBeNull();
    const extend = await call<{ shares: { memberId: number; state: string }[] }>(decisionPOST, {
      token: p.outfitterToken,
      params: { id: String(p.bookingId) },
      body: { decision: "extend", memberId: m.memberId },
    });
    expect(extend.status).toBe(200);
    const [, extended] = await balanceRows(p.bookingId);
    expect(extended!.outfitterAskedAt).toBeNull();
    expect(extended!.firstFailedAt).toBeNull();
    // The member's Update card: a SetupIntent for their own customer; the saved card changes and the share is charged at once.
    const start = await call<{ clientSecret: string; setupIntentId: string }>(cardPOST, {
      token: m.token,
      params: { id: String(p.bookingId) },
    });
    expect(start.status).toBe(200);
    const setup = await call<{ status: string }>(testSetupPOST, {
      token: m.token,
      body: { clientSecret: start.json.clientSecret, ...card() },
    });
    expect(setup.json.status).toBe("succeeded");
    const [, retried] = await balanceRows(p.bookingId);
    expect(retried!.nextAttemptAt).not.toBeNull();
    expect((await chargeInstallment(retried!.id)).outcome).toBe("paid");
    expect(lead!.amountCents + retried!.amountCents).toBe(
      (await bookingRow(p.bookingId)).totalAmountCents - (await bookingRow(p.bookingId)).depositCents!,
    );
  });

  it("a lapsed share the lead pays is the lead's balance share too: Pay now charges both of the lead's, not the member's", async () => {
    const p = await collectedParty(3);
    const [a, lapsing] = p.members;
    expect((await payShare(a!.token, a!.memberId)).json.status).toBe("paid");
    expect((await payShare(p.hunterToken, p.leadMemberId)).json.status).toBe("paid");
    await runPartySharesSweep(new Date(Date.now() + 73 * HOUR));
    expect((await payShare(p.hunterToken, lapsing!.memberId)).json.status).toBe("paid");
    expect((await acceptBooking(p.outfitterToken, p.bookingId)).status).toBe(200);
    const paid = await call(payNowPOST, { token: p.hunterToken, params: { id: String(p.bookingId) } });
    expect(paid.status).toBe(200);
    const rows = await balanceRows(p.bookingId);
    expect(rows.map((r) => r.state)).toEqual(["paid", "scheduled", "paid"]);
    const [leadCard] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, p.hunter.id));
    const charges = await balanceCharges(p.bookingId);
    expect(charges.map((c) => c.customerId)).toEqual([leadCard!.customerId, leadCard!.customerId]);
    // The member pays their own.
    expect((await call(payNowPOST, { token: a!.token, params: { id: String(p.bookingId) } })).status).toBe(200);
    expect((await balanceRows(p.bookingId)).every((r) => r.state === "paid")).toBe(true);
    expect(await balanceCharges(p.bookingId)).toHaveLength(3);
  });

  it("a hunter removed from the party takes their balance share along: the live shares still sum to the balance", async () => {
    const p = await collectedParty(3);
    const gone = p.members[1]!;
    expect((await call(memberDELETE, { method: "DELETE", token: p.hunterToken, params: { id: String(gone.memberId) } })).status).toBe(200);
    const rows = await balanceRows(p.bookingId);
    expect(rows.find((r) => r.memberId === gone.memberId)!.state).toBe("canceled");
    const b = await bookingRow(p.bookingId);
    const live = rows.filter((r) => r.state !== "canceled").reduce((a, r) => a + r.amountCents, 0);
    expect(live).toBe(b.totalAmountCents - b.depositCents!);
    const party = await partyOf(p.hunterToken, p.bookingId);
    expect(party.schedule?.balance?.amount).toBe("1000.01");
    expect(party.schedule?.shares).toHaveLength(2);
  });

  it("race: a member paying their balance share while the lead removes them: exactly one outcome, no charge for a removed share", async () => {
    const p = await collectedParty(2);
    const m = p.members[0]!;
    const [pay, remove] = await Promise.all([
      call<{ message: string }>(payNowPOST, { token: m.token, params: { id: String(p.bookingId) } }),
      call<{ message: string }>(memberDELETE, { method: "DELETE", token: p.hunterToken, params: { id: String(m.memberId) } }),
    ]);
    // The balance is only charged once the outfitter accepted, and the party only shrinks before: removal wins, the payment is a 409.
    expect(remove.status).toBe(200);
    expect(pay.status).toBe(409);
    expect(await balanceCharges(p.bookingId)).toHaveLength(0);
    const rows = await balanceRows(p.bookingId);
    expect(rows.find((r) => r.memberId === m.memberId)!.state).toBe("canceled");
  });

  it("race: a member's Pay now and the due-date job on the same share charge once", async () => {
    const p = await collectedParty(2);
    const m = p.members[0]!;
    expect((await payShare(m.token, m.memberId)).json.status).toBe("paid");
    expect((await payShare(p.hunterToken, p.leadMemberId)).json.status).toBe("paid");
    expect((await acceptBooking(p.outfitterToken, p.bookingId)).status).toBe(200);
    const share = (await balanceRows(p.bookingId)).find((r) => r.memberId === m.memberId)!;
    const due = new Date(share.nextAttemptAt!.getTime() + 1000);
    const [payNow, job] = await Promise.all([
      call(payNowPOST, { token: m.token, params: { id: String(p.bookingId) } }),
      chargeInstallment(share.id, due),
    ]);
    expect([200, 409]).toContain(payNow.status);
    expect(["paid", "skipped"]).toContain(job.outcome);
    const charges = (await balanceCharges(p.bookingId)).filter((c) => c.metadata.installmentId === String(share.id));
    expect(charges).toHaveLength(1);
  });

  it("a party on a hunt whose balance is paid to the outfitter directly has no balance rows and no saved cards", async () => {
    const p = await collectedParty(2, { collection: null });
    expect(await balanceRows(p.bookingId)).toHaveLength(0);
    expect((await payShare(p.members[0]!.token, p.members[0]!.memberId)).json.status).toBe("paid");
    const saved = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, p.members[0]!.user.id));
    expect(saved).toHaveLength(0);
    expect((await partyOf(p.hunterToken, p.bookingId)).schedule).toBeNull();
    const own = await db
      .select()
      .from(bookingInstallments)
      .where(and(eq(bookingInstallments.bookingId, p.bookingId), isNull(bookingInstallments.memberId)));
    expect(own).toHaveLength(0);
  });
});
