import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingPartyMembers, bookingSharePayments, huntDepartures, testPayments, testRefunds } from "@/db/schema";
import { createHunter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { GET as partyGET, POST as partyPOST } from "@/app/api/bookings/[id]/party/route";
import { GET as inviteGET, POST as invitePOST } from "@/app/api/party/invitations/[token]/route";
import { DELETE as memberDELETE, PUT as memberPUT } from "@/app/api/party/members/[id]/route";
import { POST as sharePayPOST } from "@/app/api/party/members/[id]/payment/route";
import { POST as shareTestPOST } from "@/app/api/party/members/[id]/payment/test/route";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { GET as outfitterBookingsGET } from "@/app/api/outfitter/bookings/route";
import { saveTripAgreement, sha256Hex } from "@/lib/agreements/versions";
import { agreementValuesOf } from "@/lib/agreements/schema";
import { POST as agreementPOST } from "@/app/api/bookings/[id]/agreement/route";
import { SIGN_FIRST_MESSAGE } from "@/lib/agreements/service";
import { runPartySharesSweep } from "@/lib/party/expiry";
import {
  DETAILS_FIRST_MESSAGE,
  LAPSED_MESSAGE,
  NOT_YOUR_SHARE_TO_PAY,
  SHARE_GONE_MESSAGE,
  SHARE_REMOVED_MESSAGE,
} from "@/lib/party/payments";
import { ALREADY_SHARED_MESSAGE, paysInShares } from "@/lib/party/service";
import { PAID_STAYS_MESSAGE, LEAD_STAYS_MESSAGE, PAYING_NOW_MESSAGE } from "@/lib/party/shrink";
import { PAID_IN_SHARES_MESSAGE } from "@/lib/party/guards";
import { LICENCE_REQUIRED_MESSAGE } from "@/lib/party/schema";
import { changeBookingStatus } from "@/lib/bookings/status";
import { call } from "../../support/http";
import { book, bookingRow, bookingWorld, emailsTo } from "../../support/bookings";

const AGREEMENT = "Release of liability. Bring your own rifle and licence.";
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" };
const DETAILS = {
  fullName: "Member Hunter",
  phone: "(406) 555-0111",
  emergencyContactName: "Kin Person",
  emergencyContactPhone: "(406) 555-0122",
  licenceNumber: "HE-12345",
};
const HOUR = 3_600_000;

type Party = {
  members: { id: number; position: number; status: string; share: string; paid: boolean; email: string | null; signed: boolean }[];
  paymentStatus: string;
};

async function inviteToken(email: string) {
  const [mail] = await emailsTo(email, "party-invitation");
  const token = /\/party\/join\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

async function member() {
  const u = await createHunter();
  return { user: u, token: await issueApiToken(u.id) };
}

const sign = (token: string, bookingId: number) =>
  call(agreementPOST, {
    token,
    params: { id: String(bookingId) },
    body: { fullName: "Signing Hunter", accepted: true, textSha256: sha256Hex(AGREEMENT) },
  });
const payShare = (token: string, memberId: number, card = CARD) =>
  call<{ status: string; message?: string }>(shareTestPOST, { token, params: { id: String(memberId) }, body: card });

/** A world whose hunt has an agreement and asks the licence number, and a lead who booked `hunters` hunters and chose shares. */
async function sharedBooking(hunters = 3, emails = ["a@example.com", "b@example.com"].slice(0, hunters - 1)) {
  const w = await bookingWorld({ availability: 6, depositPercent: 50, priceCents: 100_001 });
  await db.transaction((tx) => saveTripAgreement(tx, w.hunt.id, agreementValuesOf(AGREEMENT, true)));
  const b = await book(w.hunterToken, w.hunt.id, { partySize: hunters });
  expect(b.status).toBe(201);
  const unique = emails.map((e) => e.replace("@", `+${b.json.id}@`));
  const started = await call<Party>(partyPOST, { token: w.hunterToken, params: { id: String(b.json.id) }, body: { memberEmails: unique } });
  expect(started.status).toBe(201);
  return { ...w, bookingId: b.json.id, emails: unique, party: started.json };
}

describe("party shares: choosing and inviting", () => {
  it("splits the deposit into shares (rounding cents to the lead), holds the spots with no deadline and e-mails each invitation", async () => {
    const s = await sharedBooking();
    const b = await bookingRow(s.bookingId);
    expect(b.depositCents).toBe(150_002); // 50% of 3 × $1,000.01
    expect(s.party.members.map((m) => [m.position, m.status, m.share])).toEqual([
      [0, "joined", "500.02"],
      [1, "invited", "500.00"],
      [2, "invited", "500.00"],
    ]);
    expect(b.reservationExpiresAt).toBeNull();
    for (const e of s.emails) expect(await emailsTo(e, "party-invitation")).toHaveLength(1);
  });

  it("refuses a wrong number of e-mails, repeats, the lead's own e-mail (400), a second choice (409) and anyone but the lead (404)", async () => {
    const w = await bookingWorld({ availability: 6 });
    const b = await book(w.hunterToken, w.hunt.id, { partySize: 3 });
    const start = (token: string, memberEmails: unknown) =>
      call<{ message: string; errors?: Record<string, string[]> }>(partyPOST, {
        token,
        params: { id: String(b.json.id) },
        body: { memberEmails },
      });
    expect((await start(w.hunterToken, ["one@example.com"])).status).toBe(400);
    expect((await start(w.hunterToken, ["one@example.com", "ONE@example.com"])).status).toBe(400);
    expect((await start(w.hunterToken, ["one@example.com", w.hunter.email])).status).toBe(400);
    expect((await start(w.hunterToken, ["not an e-mail", "two@example.com"])).json.errors).toBeDefined();
    expect((await start((await member()).token, ["one@example.com", "two@example.com"])).status).toBe(404);
    expect((await start(w.hunterToken, ["one@example.com", "two@example.com"])).status).toBe(201);
    const again = await start(w.hunterToken, ["one@example.com", "two@example.com"]);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ALREADY_SHARED_MESSAGE);
    // The whole booking can no longer be paid at once.
    const whole = await call<{ message: string }>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
    expect(whole.status).toBe(409);
    expect(whole.json.message).toBe(PAID_IN_SHARES_MESSAGE);
  });

  it("a booking of one hunter paid for by the lead (the spec's payload) works as today", async () => {
    const w = await bookingWorld();
    const b = await book(w.hunterToken, w.hunt.id);
    const intent = await call<{ amount: string }>(intentPOST, { token: w.hunterToken, body: { bookingId: b.json.id } });
    expect(intent.status).toBe(200);
    expect(intent.json.amount).toBe("4500.00");
  });
});

describe("party shares: members join, sign and pay their own share", () => {
  let s: Awaited<ReturnType<typeof sharedBooking>>;
  let a: Awaited<ReturnType<typeof member>>;
  let bee: Awaited<ReturnType<typeof member>>;
  let aId: number;
  let bId: number;
  beforeAll(async () => {
    s = await sharedBooking();
    a = await member();
    bee = await member();
    aId = s.party.members[1]!.id;
    bId = s.party.members[2]!.id;
  });

  it("an invitation shows its share to the link's holder and binds to the first hunter account that accepts it", async () => {
    const token = await inviteToken(s.emails[0]!);
    const shown = await call<{ share: string; status: string }>(inviteGET, { params: { token } });
    expect(shown.json).toMatchObject({ share: "500.00", status: "invited", bookingId: s.bookingId });
    expect((await call(invitePOST, { method: "POST", token: a.token, params: { token } })).status).toBe(200);
    expect((await call(invitePOST, { method: "POST", token: a.token, params: { token } })).status).toBe(200);
    expect((await call(invitePOST, { method: "POST", token: bee.token, params: { token } })).status).toBe(409);
    expect((await call(invitePOST, { method: "POST", token: a.token, params: { token: "x".repeat(43) } })).status).toBe(404);
    // The lead may not take a member's place.
    const tokenB = await inviteToken(s.emails[1]!);
    expect((await call(invitePOST, { method: "POST", token: s.hunterToken, params: { token: tokenB } })).status).toBe(409);
    expect((await call(invitePOST, { method: "POST", token: bee.token, params: { token: tokenB } })).status).toBe(200);
  });

  it("a member signs and gives their details (the licence number where the hunt asks) before paying", async () => {
    expect((await payShare(a.token, aId)).json.message).toBe(SIGN_FIRST_MESSAGE);
    expect((await sign(a.token, s.bookingId)).status).toBe(200);
    expect((await payShare(a.token, aId)).json.message).toBe(DETAILS_FIRST_MESSAGE);
    const noLicence = await call<{ errors: Record<string, string[]> }>(memberPUT, {
      method: "PUT",
      token: a.token,
      params: { id: String(aId) },
      body: { ...DETAILS, licenceNumber: "" },
    });
    expect(noLicence.status).toBe(400);
    expect(noLicence.json.errors.licenceNumber).toEqual([LICENCE_REQUIRED_MESSAGE]);
    const badPhone = await call(memberPUT, {
      method: "PUT",
      token: a.token,
      params: { id: String(aId) },
      body: { ...DETAILS, phone: "12" },
    });
    expect(badPhone.status).toBe(400);
    expect((await call(memberPUT, { method: "PUT", token: bee.token, params: { id: String(aId) }, body: DETAILS })).status).toBe(403);
    expect((await call(memberPUT, { method: "PUT", token: a.token, params: { id: String(aId) }, body: DETAILS })).status).toBe(200);
  });

  it("no one pays a share not theirs (403); a paid share answers paid again without a second charge", async () => {
    expect((await payShare(bee.token, aId)).status).toBe(403);
    expect((await payShare(bee.token, aId)).json.message).toBe(NOT_YOUR_SHARE_TO_PAY);
    expect((await payShare(s.hunterToken, aId)).status).toBe(403);
    const paid = await payShare(a.token, aId);
    expect(paid.status).toBe(200);
    expect(paid.json.status).toBe("paid");
    const again = await payShare(a.token, aId);
    expect(again.status).toBe(200);
    expect(again.json.status).toBe("paid");
    const intentAgain = await call<{ status: string }>(sharePayPOST, { method: "POST", token: a.token, params: { id: String(aId) } });
    expect(intentAgain.json.status).toBe("paid");
    const rows = await db.select().from(bookingSharePayments).where(eq(bookingSharePayments.memberId, aId));
    expect(rows).toHaveLength(1);
    const charged = await db.select().from(testPayments).where(eq(testPayments.id, rows[0]!.paymentIntentId));
    expect(charged[0]).toMatchObject({ status: "succeeded", amountCents: 50_000, idempotencyKey: rows[0]!.idempotencyKey });
  });

  it("the lead signs and pays their own share; the booking is not paid until every share is", async () => {
    expect((await sign(s.hunterToken, s.bookingId)).status).toBe(200);
    expect((await payShare(s.hunterToken, s.party.members[0]!.id)).json.status).toBe("paid");
    expect((await bookingRow(s.bookingId)).paymentStatus).toBe("unpaid");
  });

  it("an invitation unpaid after 72 hours goes back to the lead, who is told and pays it; then the booking is paid", async () => {
    const later = new Date(Date.now() + 73 * HOUR);
    await runPartySharesSweep(later);
    const statuses = async () =>
      (await db.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.bookingId, s.bookingId))).map((m) => m.status);
    expect(await statuses()).toEqual(["paid", "paid", "lapsed"]);
    await runPartySharesSweep(later);
    expect(await statuses()).toEqual(["paid", "paid", "lapsed"]);
    expect(await emailsTo(s.hunter.email, "party-share-lapsed")).toHaveLength(1);
    expect((await sign(bee.token, s.bookingId)).status).toBe(200);
    const late = await payShare(bee.token, bId);
    expect(late.status).toBe(403);
    expect(late.json.message).toBe(LAPSED_MESSAGE);
    expect((await payShare(s.hunterToken, bId)).json.status).toBe("paid");
    const b = await bookingRow(s.bookingId);
    expect(b.paymentStatus).toBe("paid");
    expect(b.paymentIntentId).toBeNull();
  });

  it("the outfitter sees the booking and each member with their payment state", async () => {
    const list = await call<{ id: number }[]>(outfitterBookingsGET, { token: s.outfitterToken });
    expect(list.json.map((b) => b.id)).toContain(s.bookingId);
    const party = await call<Party>(partyGET, { token: s.outfitterToken, params: { id: String(s.bookingId) } });
    expect(party.status).toBe(200);
    expect(party.json.members.map((m) => [m.position, m.status, m.paid, m.signed])).toEqual([
      [0, "paid", true, true],
      [1, "paid", true, true],
      [2, "paid", true, true],
    ]);
    expect(party.json.members[1]!.email).toBe(s.emails[0]);
    // A member sees the others' names and states, not their e-mails.
    const seen = await call<Party>(partyGET, { token: a.token, params: { id: String(s.bookingId) } });
    expect(seen.json.members[2]!.email).toBeNull();
    const stranger = await member();
    expect((await call(partyGET, { token: stranger.token, params: { id: String(s.bookingId) } })).status).toBe(404);
  });

  it("a denial refunds each share through its own payment", async () => {
    await changeBookingStatus(s.outfitter as never, s.bookingId, "denied");
    const rows = await db.select().from(bookingSharePayments).where(eq(bookingSharePayments.bookingId, s.bookingId));
    expect(rows.map((r) => r.status)).toEqual(["refunded", "refunded", "refunded"]);
    const refunds = await db.select().from(testRefunds);
    for (const r of rows)
      expect(refunds.filter((x) => x.paymentId === r.paymentIntentId).reduce((n, x) => n + x.amountCents, 0)).toBe(r.amountCents);
    expect((await bookingRow(s.bookingId)).paymentStatus).toBe("refunded");
  });
});

describe("party shares: shrinking the party", () => {
  it("the lead removes an unpaid hunter: the spot goes back on sale and the party, deposit and total shrink", async () => {
    const s = await sharedBooking();
    const before = await bookingRow(s.bookingId);
    const [dep] = await db.select().from(huntDepartures).where(eq(huntDepartures.id, before.departureId!));
    const removed = await call(memberDELETE, { method: "DELETE", token: s.hunterToken, params: { id: String(s.party.members[2]!.id) } });
    expect(removed.status).toBe(200);
    const after = await bookingRow(s.bookingId);
    expect(after.partySize).toBe(2);
    expect(after.depositCents).toBe(before.depositCents! - 50_000);
    const [dep2] = await db.select().from(huntDepartures).where(eq(huntDepartures.id, before.departureId!));
    expect(dep2!.spotsLeft).toBe(dep!.spotsLeft + 1);
    const lead = await call<{ message: string }>(memberDELETE, {
      method: "DELETE",
      token: s.hunterToken,
      params: { id: String(s.party.members[0]!.id) },
    });
    expect(lead.json.message).toBe(LEAD_STAYS_MESSAGE);
    expect(
      (await call(memberDELETE, { method: "DELETE", token: (await member()).token, params: { id: String(s.party.members[1]!.id) } }))
        .status,
    ).toBe(403);
  });

  it("a paid share stays (409); a share removed while its member pays gets a 409 and no charge", async () => {
    const s = await sharedBooking();
    const a = await member();
    const aId = s.party.members[1]!.id;
    await call(invitePOST, { method: "POST", token: a.token, params: { token: await inviteToken(s.emails[0]!) } });
    await sign(a.token, s.bookingId);
    await call(memberPUT, { method: "PUT", token: a.token, params: { id: String(aId) }, body: DETAILS });
    // The member opened the card step (an intent exists), then the lead removed them: the intent is cancelled.
    expect((await call(sharePayPOST, { method: "POST", token: a.token, params: { id: String(aId) } })).status).toBe(200);
    expect((await call(memberDELETE, { method: "DELETE", token: s.hunterToken, params: { id: String(aId) } })).status).toBe(200);
    const late = await payShare(a.token, aId);
    expect(late.status).toBe(409);
    const [p] = await db.select().from(bookingSharePayments).where(eq(bookingSharePayments.memberId, aId));
    const [intent] = await db.select().from(testPayments).where(eq(testPayments.id, p!.paymentIntentId));
    expect(intent!.status).toBe("canceled");
    // The other member pays, then cannot be removed.
    const bee = await member();
    const bId = s.party.members[2]!.id;
    await call(invitePOST, { method: "POST", token: bee.token, params: { token: await inviteToken(s.emails[1]!) } });
    await sign(bee.token, s.bookingId);
    await call(memberPUT, { method: "PUT", token: bee.token, params: { id: String(bId) }, body: DETAILS });
    expect((await payShare(bee.token, bId)).json.status).toBe("paid");
    const stays = await call<{ message: string }>(memberDELETE, { method: "DELETE", token: s.hunterToken, params: { id: String(bId) } });
    expect(stays.status).toBe(409);
    expect(stays.json.message).toBe(PAID_STAYS_MESSAGE);
  });

  it("paying and shrinking at once: exactly one wins, the other gets a 409 with a plain message", async () => {
    const s = await sharedBooking(2, ["a@example.com"]);
    const a = await member();
    const aId = s.party.members[1]!.id;
    await call(invitePOST, { method: "POST", token: a.token, params: { token: await inviteToken(s.emails[0]!) } });
    await sign(a.token, s.bookingId);
    await call(memberPUT, { method: "PUT", token: a.token, params: { id: String(aId) }, body: DETAILS });
    await call(sharePayPOST, { method: "POST", token: a.token, params: { id: String(aId) } });
    const [pay, shrink] = await Promise.all([
      payShare(a.token, aId),
      call<{ message: string }>(memberDELETE, { method: "DELETE", token: s.hunterToken, params: { id: String(aId) } }),
    ]);
    expect([pay.status, shrink.status].sort()).toEqual([200, 409]);
    const loser = pay.status === 409 ? pay.json.message : shrink.json.message;
    expect([SHARE_REMOVED_MESSAGE, SHARE_GONE_MESSAGE, PAID_STAYS_MESSAGE, PAYING_NOW_MESSAGE]).toContain(loser);
    const [m] = await db.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, aId));
    expect(m!.status).toBe(pay.status === 200 ? "paid" : "removed");
    const charged = await db
      .select()
      .from(bookingSharePayments)
      .where(and(eq(bookingSharePayments.memberId, aId), eq(bookingSharePayments.status, "paid")));
    expect(charged).toHaveLength(pay.status === 200 ? 1 : 0);
  });

  it("a lapsed share the lead leaves for 48 hours is freed: its spot goes back on sale", async () => {
    const s = await sharedBooking(2, ["a@example.com"]);
    const b = await bookingRow(s.bookingId);
    const [dep] = await db.select().from(huntDepartures).where(eq(huntDepartures.id, b.departureId!));
    await sign(s.hunterToken, s.bookingId);
    expect((await payShare(s.hunterToken, s.party.members[0]!.id)).json.status).toBe("paid");
    const t0 = Date.now();
    const state = async () =>
      (await db.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.id, s.party.members[1]!.id)))[0]!.status;
    await runPartySharesSweep(new Date(t0 + 73 * HOUR));
    await runPartySharesSweep(new Date(t0 + 73 * HOUR + 47 * HOUR));
    expect(await state()).toBe("lapsed");
    await runPartySharesSweep(new Date(t0 + 73 * HOUR + 49 * HOUR));
    expect(await state()).toBe("removed");
    // The lead's share was the last one: the booking is paid.
    expect((await bookingRow(s.bookingId)).paymentStatus).toBe("paid");
    const [dep2] = await db.select().from(huntDepartures).where(eq(huntDepartures.id, b.departureId!));
    expect(dep2!.spotsLeft).toBe(dep!.spotsLeft + 1);
    expect((await bookingRow(s.bookingId)).partySize).toBe(1);
  });

  it("a party whose lead never pays their own share ends after every deadline: spots back on sale, paid shares refunded", async () => {
    const s = await sharedBooking(2, ["a@example.com"]);
    const a = await member();
    const aId = s.party.members[1]!.id;
    await call(invitePOST, { method: "POST", token: a.token, params: { token: await inviteToken(s.emails[0]!) } });
    await sign(a.token, s.bookingId);
    await call(memberPUT, { method: "PUT", token: a.token, params: { id: String(aId) }, body: DETAILS });
    expect((await payShare(a.token, aId)).json.status).toBe("paid");
    const b = await bookingRow(s.bookingId);
    const [dep] = await db.select().from(huntDepartures).where(eq(huntDepartures.id, b.departureId!));
    await runPartySharesSweep(new Date(Date.now() + 121 * HOUR));
    const after = await bookingRow(s.bookingId);
    expect(after).toMatchObject({ status: "cancelled", holdsSpot: false });
    const [dep2] = await db.select().from(huntDepartures).where(eq(huntDepartures.id, b.departureId!));
    expect(dep2!.spotsLeft).toBe(dep!.spotsLeft + 2);
    const [p] = await db.select().from(bookingSharePayments).where(eq(bookingSharePayments.memberId, aId));
    expect(p).toMatchObject({ status: "refunded", refundedCents: p!.amountCents });
  });
});

describe("a booking paid in shares", () => {
  it("is known as such (the booking page sends its lead to the party page); a booking the lead pays is not", async () => {
    const { bookingId, hunterToken, hunt } = await sharedBooking(2);
    expect(await paysInShares(bookingId)).toBe(true);
    const whole = await book(hunterToken, hunt.id, { partySize: 1 });
    expect(whole.status).toBe(201);
    expect(await paysInShares(whole.json.id)).toBe(false);
  });
});
