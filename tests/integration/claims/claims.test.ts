import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingClaims, bookings, commissions, emailOutbox, notifications, outfitterBalances } from "@/db/schema";
import { createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { POST as respond } from "@/app/api/booking-claims/[claimId]/respond/route";
import { GET as listClaims } from "@/app/api/outfitter/booking-claims/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { CLAIM_MESSAGES } from "@/lib/claims/outfitter";
import { insertClaim } from "../../support/claims";
import { call } from "../../support/http";

let outfitter: Awaited<ReturnType<typeof createOutfitter>>;
let hunter: Awaited<ReturnType<typeof createHunter>>;
let token: string;
let hunterToken: string;

beforeAll(async () => {
  outfitter = await createOutfitter({ firstName: "Cody" });
  hunter = await createHunter({ firstName: "Hannah", lastName: "Reed" });
  token = await issueApiToken(outfitter.id);
  hunterToken = await issueApiToken(hunter.id);
});

const answer = (claimId: number, accept: unknown, t: string | undefined = token) =>
  call<Record<string, unknown>>(respond, { method: "POST", token: t, params: { claimId: String(claimId) }, body: { accept } });

describe("GET /api/outfitter/booking-claims", () => {
  it("lists the outfitter's pending claims with the hunter's name and e-mail", async () => {
    const claim = await insertClaim({ hunterId: hunter.id, outfitterId: outfitter.id, huntPriceCents: 125050 });
    const r = await call<Record<string, unknown>[]>(listClaims, { token });
    expect(r.status).toBe(200);
    expect(r.json.find((c) => c.id === claim.id)).toMatchObject({
      hunter: { firstName: "Hannah", lastName: "Reed", email: hunter.email },
      huntPrice: "1250.50",
      notes: "Booked by phone",
      bookingDate: "2027-09-10",
    });
    const other = await createOutfitter();
    expect((await call<unknown[]>(listClaims, { token: await issueApiToken(other.id) })).json).toEqual([]);
    expect((await call(listClaims, { token: hunterToken })).status).toBe(403);
    expect((await call(listClaims, {})).status).toBe(401);
  });
});

describe("POST /api/booking-claims/{id}/respond", () => {
  it("accepting creates an accepted booking, adds 10% to the balance, notifies and e-mails the hunter", async () => {
    const o = await createOutfitter({ firstName: "Rae" });
    const t = await issueApiToken(o.id);
    const hunt = await createHunt({ outfitterId: o.id });
    const claim = await insertClaim({ hunterId: hunter.id, outfitterId: o.id, huntId: hunt.id, huntPriceCents: 123455 });
    const r = await answer(claim.id, true, t);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: "accepted", commission: "123.46" });
    const [booking] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(r.json.bookingId)));
    expect(booking).toMatchObject({
      status: "accepted",
      source: "claim",
      totalAmountCents: 123455,
      hunterId: hunter.id,
      huntId: hunt.id,
      hunterName: "Hannah Reed",
    });
    const [bal] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, o.id));
    expect(bal!.totalOwedCents).toBe(12346);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, hunter.id));
    expect(notes.some((n) => n.title === "Booking Claim Accepted" && n.message.includes("Rae"))).toBe(true);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, hunter.email), eq(emailOutbox.template, "claim-accepted")));
    expect(mails).toHaveLength(1);
    const [c] = await db.select().from(bookingClaims).where(eq(bookingClaims.id, claim.id));
    expect(c).toMatchObject({ status: "accepted", bookingId: booking!.id });

    // answered once: a second accept or a deny is a conflict and changes nothing
    const again = await answer(claim.id, true, t);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(CLAIM_MESSAGES.answered);
    expect((await answer(claim.id, false, t)).status).toBe(409);
    expect(await db.select().from(bookings).where(eq(bookings.outfitterId, o.id))).toHaveLength(1);
  });

  it("denying notifies the hunter and creates no booking or commission", async () => {
    const o = await createOutfitter();
    const t = await issueApiToken(o.id);
    const claim = await insertClaim({ hunterId: hunter.id, outfitterId: o.id });
    const r = await answer(claim.id, false, t);
    expect(r.json).toMatchObject({ status: "denied", bookingId: null, commission: "0.00" });
    expect(await db.select().from(bookings).where(eq(bookings.outfitterId, o.id))).toHaveLength(0);
    expect(await db.select().from(commissions).where(eq(commissions.outfitterId, o.id))).toHaveLength(0);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, hunter.id));
    expect(notes.some((n) => n.title === "Booking Claim Denied")).toBe(true);
    expect((await answer(claim.id, true, t)).status).toBe(409);
  });

  it("10 concurrent accepts make one booking and one commission", async () => {
    const o = await createOutfitter();
    const t = await issueApiToken(o.id);
    const claim = await insertClaim({ hunterId: hunter.id, outfitterId: o.id, huntPriceCents: 100000 });
    const results = await Promise.all(Array.from({ length: 10 }, () => answer(claim.id, true, t)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await db.select().from(bookings).where(eq(bookings.outfitterId, o.id))).toHaveLength(1);
    expect(await db.select().from(commissions).where(eq(commissions.outfitterId, o.id))).toHaveLength(1);
    const [bal] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, o.id));
    expect(bal!.totalOwedCents).toBe(10000);
  });

  it("refuses another outfitter, the unapproved, hunters, signed-out callers, unknown ids and bad input", async () => {
    const claim = await insertClaim({ hunterId: hunter.id, outfitterId: outfitter.id });
    const other = await createOutfitter();
    const notOwn = await answer(claim.id, true, await issueApiToken(other.id));
    expect(notOwn.status).toBe(403);
    expect(notOwn.json.message).toBe(CLAIM_MESSAGES.notOwn);
    const pending = await createOutfitter({ isApproved: false });
    const pendingClaim = await insertClaim({ hunterId: hunter.id, outfitterId: pending.id });
    expect((await answer(pendingClaim.id, true, await issueApiToken(pending.id))).status).toBe(403);
    expect((await answer(claim.id, true, hunterToken)).status).toBe(403);
    expect((await answer(claim.id, true, "")).status).toBe(401);
    expect((await answer(999999, true)).status).toBe(404);
    expect((await answer(claim.id, "yes")).status).toBe(400);
    const [c] = await db.select().from(bookingClaims).where(eq(bookingClaims.id, claim.id));
    expect(c!.status).toBe("pending");
  });
});
