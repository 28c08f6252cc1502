import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { bookingTagResults, emailOutbox, tagCredits, tagProofs } from "@/db/schema";
import { GET as resultsGET, POST as reportPOST } from "@/app/api/bookings/[id]/tag-results/route";
import { POST as reviewPOST } from "@/app/api/bookings/[id]/tag-results/review/route";
import { POST as proofPOST } from "@/app/api/bookings/[id]/tag-proofs/route";
import { GET as proofGET } from "@/app/api/tag-proofs/[id]/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { QUEUES } from "@/lib/jobs/queues";
import { autoConfirmTagResult, NOTHING_TO_REVIEW, TAG_MESSAGES_403 } from "@/lib/tags/results";
import { PROOF_MESSAGES } from "@/lib/tags/proofs";
import { TAG_PROOF_MAX_BYTES } from "@/db/schema";
import { NextRequest } from "next/server";
import { call } from "../../support/http";
import { bookingNow, drawWorld, PDF, postProof } from "./tag-world";

type Result = {
  hunterIndex: number;
  status: string;
  review: string | null;
  resolution: string | null;
  resolutionState: string | null;
  proofId: number | null;
};
const DAY = 86_400_000;
const params = (id: number) => ({ id: String(id) });

describe("tag-pending bookings", () => {
  it("a party of two: one drawn, one not drawn with a private proof; the outfitter confirms and that hunter's share is refunded once", async () => {
    const w = await drawWorld("refund", 2);
    const start = await call<Result[]>(resultsGET, { token: w.hunterToken, params: params(w.bookingId) });
    expect(start.json.map((r) => r.status)).toEqual(["pending", "pending"]);

    const proof = await postProof(proofPOST, w.bookingId, w.hunterToken, PDF);
    expect(proof.status).toBe(201);
    expect(proof.json).toMatchObject({ contentType: "application/pdf" });

    const drawn = await call<Result[]>(reportPOST, {
      token: w.hunterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 1, result: "drawn" },
    });
    expect(drawn.status).toBe(200);
    const notDrawn = await call<Result[]>(reportPOST, {
      token: w.hunterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 2, result: "not_drawn", proofId: proof.json.id },
    });
    expect(notDrawn.json[1]).toMatchObject({ status: "not_drawn", review: "unconfirmed", proofId: proof.json.id, resolution: null });
    // Reported twice: the same answer, no second job or e-mail.
    const outboxBefore = (await db.select().from(emailOutbox)).length;
    const again = await call<Result[]>(reportPOST, {
      token: w.hunterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 2, result: "not_drawn" },
    });
    expect(again.status).toBe(200);
    expect((await db.select().from(emailOutbox)).length).toBe(outboxBefore);
    const jobs = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUES.tagAutoConfirm.name} AND state = 'created'`,
    );
    expect(Number(jobs[0]!.n)).toBe(2);

    // Someone else's booking is 403; the proof is private to the hunter, the outfitter and the admin.
    const stranger = await issueApiToken((await createHunter()).id);
    expect(
      (await call(reportPOST, { token: stranger, params: params(w.bookingId), body: { hunterIndex: 1, result: "drawn" } })).status,
    ).toBe(403);
    const proofAs = async (token: string) => (await call(proofGET, { token, params: params(proof.json.id) })).status;
    expect(await proofAs(w.hunterToken)).toBe(200);
    expect(await proofAs(w.outfitterToken)).toBe(200);
    expect(await proofAs(await issueApiToken((await createAdmin()).id))).toBe(200);
    expect(await proofAs(stranger)).toBe(404);
    expect(await proofAs(await issueApiToken((await createOutfitter()).id))).toBe(404);
    expect((await call(proofGET, { params: params(proof.json.id) })).status).toBe(401);

    const before = await bookingNow(w.bookingId);
    expect(before).toMatchObject({ paymentStatus: "paid", partySize: 2 });
    const confirmed = await call<Result[]>(reviewPOST, {
      token: w.outfitterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 2, decision: "confirm" },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json[1]).toMatchObject({ review: "confirmed", resolution: "refund", resolutionState: "applied" });
    const after = await bookingNow(w.bookingId);
    // The deposit (100%) of 2 × $3,000: one share back, the other hunter keeps the booking.
    expect(after).toMatchObject({ status: "accepted", partySize: 1, refundedCents: 300_000, paymentStatus: "partially_refunded" });
    // Confirming again: nothing more.
    const twice = await call<{ message: string }>(reviewPOST, {
      token: w.outfitterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 2, decision: "confirm" },
    });
    expect(twice).toMatchObject({ status: 409, json: { message: NOTHING_TO_REVIEW } });
    expect((await bookingNow(w.bookingId)).refundedCents).toBe(300_000);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "tag-draw-notice"));
    expect(mails.some((m) => m.toEmail === w.hunter.email && /Failed draw settled/.test(m.subject))).toBe(true);
    expect(mails.some((m) => m.toEmail === w.outfitter.email && /Failed draw settled/.test(m.subject))).toBe(true);
  });

  it("refuses a proof over 10 MB or of another type with 400 naming the field, storing nothing", async () => {
    const w = await drawWorld("refund", 1);
    const big = new Uint8Array(TAG_PROOF_MAX_BYTES + 1);
    big.set(PDF);
    const tooBig = await postProof(proofPOST, w.bookingId, w.hunterToken, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.errors?.proof).toEqual([PROOF_MESSAGES.tooLarge]);
    const gif = await postProof(
      proofPOST,
      w.bookingId,
      w.hunterToken,
      new TextEncoder().encode("GIF89a-not-allowed-here"),
      "x.gif",
      "image/gif",
    );
    expect(gif.status).toBe(400);
    expect(gif.json.errors?.proof).toEqual([PROOF_MESSAGES.type]);
    // A PDF renamed .png is still judged by its bytes (accepted as a PDF); a text file named .pdf is refused.
    const fake = await postProof(proofPOST, w.bookingId, w.hunterToken, new TextEncoder().encode("just some text pretending"), "x.pdf");
    expect(fake.status).toBe(400);
    expect(await db.select({ id: tagProofs.id }).from(tagProofs).where(eq(tagProofs.bookingId, w.bookingId))).toEqual([]);
    const stranger = await issueApiToken((await createHunter()).id);
    expect((await postProof(proofPOST, w.bookingId, stranger, PDF)).status).toBe(403);
  });

  it("a dispute sends the hunter's report back; an unanswered report is confirmed after 7 days and a credit is given once", async () => {
    const w = await drawWorld("credit", 1);
    await call(reportPOST, { token: w.hunterToken, params: params(w.bookingId), body: { hunterIndex: 1, result: "not_drawn" } });
    const noMessage = await call<{ errors: Record<string, string[]> }>(reviewPOST, {
      token: w.outfitterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 1, decision: "dispute" },
    });
    expect(noMessage.status).toBe(400);
    expect(Object.keys(noMessage.json.errors)).toEqual(["message"]);
    const disputed = await call<Result[]>(reviewPOST, {
      token: w.outfitterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 1, decision: "dispute", message: "The state's list shows you drew." },
    });
    expect(disputed.json[0]).toMatchObject({ review: "disputed" });
    const again = await call<Result[]>(reportPOST, {
      token: w.hunterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 1, result: "not_drawn" },
    });
    expect(again.json[0]).toMatchObject({ review: "unconfirmed" });
    const [row] = await db.select().from(bookingTagResults).where(eq(bookingTagResults.bookingId, w.bookingId));
    // Not yet 7 days: nothing.
    expect(await autoConfirmTagResult(row!.id, new Date(Date.now() + 6 * DAY))).toBe(false);
    const later = new Date(Date.now() + 7 * DAY + 1000);
    const [first, second] = await Promise.all([autoConfirmTagResult(row!.id, later), autoConfirmTagResult(row!.id, later)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const credits = await db
      .select()
      .from(tagCredits)
      .where(and(eq(tagCredits.bookingId, w.bookingId)));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amountCents: 300_000, outfitterId: w.outfitter.id, hunterId: w.hunter.id });
    expect(credits[0]!.expiresAt.getTime() - later.getTime()).toBe(730 * DAY);
    // The only hunter did not draw: the booking ends, with no refund (the money is the credit).
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "cancelled", refundedCents: 0 });
  });

  it("the outfitter may record a result only 14 days after the results date, and it counts as confirmed", async () => {
    const w = await drawWorld("refund", 1);
    const early = await call<{ message: string }>(reportPOST, {
      token: w.outfitterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 1, result: "drawn" },
    });
    expect(early.status).toBe(403);
    const { reportTagResult } = await import("@/lib/tags/results");
    const { asCurrent } = await import("../../security/registry-fixtures");
    const r = await reportTagResult(
      asCurrent(w.outfitter),
      w.bookingId,
      { hunterIndex: 1, result: "drawn" },
      new Date(Date.now() + 75 * DAY),
    );
    expect(r[0]).toMatchObject({ status: "drawn", review: "confirmed" });
  });

  it("answers 400 for a hunter the booking does not have and for a bad body", async () => {
    const w = await drawWorld("refund", 1);
    const r = await call<{ errors: Record<string, string[]> }>(reportPOST, {
      token: w.hunterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 3, result: "drawn" },
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.errors)).toEqual(["hunterIndex"]);
    const bad = await call<{ errors: Record<string, string[]> }>(reportPOST, {
      token: w.hunterToken,
      params: params(w.bookingId),
      body: { hunterIndex: 1, result: "maybe" },
    });
    expect(Object.keys(bad.json.errors)).toEqual(["result"]);
    void NextRequest;
    void TAG_MESSAGES_403;
  });
});

describe("failed-draw credits on the hunter's deadlines", () => {
  it("lists a credit still to spend with that outfitter", async () => {
    const { GET: deadlinesGET } = await import("@/app/api/hunter/deadlines/route");
    const { reviewTagResult, reportTagResult } = await import("@/lib/tags/results");
    const { asCurrent } = await import("../../security/registry-fixtures");
    const w = await drawWorld("credit", 2);
    await reportTagResult(asCurrent(w.hunter), w.bookingId, { hunterIndex: 1, result: "not_drawn" });
    await reviewTagResult(asCurrent(w.outfitter), w.bookingId, { hunterIndex: 1, decision: "confirm", message: null });
    const r = await call<{ credits: { amount: string; left: string; outfitterId: number; bookingId: number }[] }>(deadlinesGET, {
      token: w.hunterToken,
    });
    expect(r.json.credits).toEqual([
      expect.objectContaining({ amount: "3000.00", left: "3000.00", outfitterId: w.outfitter.id, bookingId: w.bookingId }),
    ]);
    // The other hunter keeps the booking; an outfitter's cancellation later refunds only the share not given as credit.
    expect(await bookingNow(w.bookingId)).toMatchObject({ status: "accepted", partySize: 1 });
    const { cancelAcceptedBooking } = await import("@/lib/cancellation/service");
    await cancelAcceptedBooking(asCurrent(w.outfitter), w.bookingId);
    expect((await bookingNow(w.bookingId)).refundedCents).toBe(300_000);
  });
});
