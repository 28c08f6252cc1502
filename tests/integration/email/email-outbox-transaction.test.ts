import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { PUT as oApprovePUT } from "@/app/api/admin/outfitter-reviews/[id]/approve/route";
import { PUT as rejectPUT } from "@/app/api/admin/reviews/[id]/reject/route";
import { db } from "@/db";
import { emailOutbox, huntReviews } from "@/db/schema";
import { createHunt, createHunter, createHuntReview, createOutfitter, createOutfitterReview } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { resetConfigForTests } from "@/lib/config";
import { captureLogsForTests } from "@/lib/log";
import { deliverAfterCommit, enqueueEmail } from "@/lib/email";
import { deliverDueEmails } from "@/lib/email/delivery";
import { passwordResetEmail } from "@/lib/email/templates";
import { POST as cancelPOST } from "@/app/api/bookings/[id]/cancel/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { PaymentProviderError } from "@/lib/money/providers/card-provider-types";
import { testProvider } from "@/lib/money/providers/test-card-provider";
import { book, bookingRow, bookingWorld, payBooking } from "../../support/bookings";
import { acceptedPaidBooking } from "../../support/cancellation";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";
import { emailsTo } from "../../support/outbox";

/**
 * Issue 22, "No lost e-mail": the outbox row is written in the same transaction as the change that
 * causes it, so a change that rolls back sends nothing, and one that commits always has its e-mail.
 */
// The admin log write, the moderation's last step (after the hunter's e-mail is enqueued), fails on demand.
const audit = vi.hoisted(() => ({ fail: false }));
vi.mock("@/lib/audit/admin-actions", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/audit/admin-actions")>();
  return {
    ...real,
    recordAdminAction: (...args: Parameters<typeof real.recordAdminAction>) =>
      audit.fail ? Promise.reject(new Error("the admin log is unavailable")) : real.recordAdminAction(...args),
  };
});

const mail = () => passwordResetEmail("Tia", "http://localhost:3000/reset-password?token=tx");

describe("an e-mail enqueued in a transaction", () => {
  it("is gone with a transaction that throws after enqueueing it", async () => {
    const to = "rolled-back@example.com";
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, to, mail());
        expect((await tx.select().from(emailOutbox).where(eq(emailOutbox.toEmail, to))).length).toBe(1);
        throw new Error("the change failed after its e-mail was queued");
      }),
    ).rejects.toThrow("the change failed");
    expect(await emailsTo(to)).toEqual([]);
  });

  it("is in the outbox once the transaction commits (the outbox is the delivery without a provider)", async () => {
    const to = "committed@example.com";
    const id = await db.transaction((tx) => enqueueEmail(tx, to, mail(), { why: "test" }));
    await deliverAfterCommit([id]);
    const [row] = await emailsTo(to);
    expect(row).toMatchObject({ id, template: "password-reset", status: "queued", provider: "outbox", meta: { why: "test" } });
  });

  it("a moderation that fails after telling the hunter leaves neither the decision nor the e-mail; once it succeeds, both", async () => {
    const { adminToken } = await roleFixtures();
    const outfitter = await createOutfitter();
    const hunter = await createHunter();
    const hunt = await createHunt({ outfitterId: outfitter.id, title: "Sheep Camp" });
    const review = await createHuntReview({ huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id });
    audit.fail = true;
    const logs = captureLogsForTests();
    try {
      const failed = await call(rejectPUT, {
        method: "PUT",
        token: adminToken,
        params: { id: String(review.id) },
        body: { adminNotes: "Names a guide's phone number." },
      });
      expect(failed.status).toBe(500);
    } finally {
      audit.fail = false;
      logs.restore();
    }
    expect(await emailsTo(hunter.email)).toEqual([]);
    expect((await db.select().from(huntReviews).where(eq(huntReviews.id, review.id)))[0]!.status).toBe("pending");

    const ok = await call(rejectPUT, {
      method: "PUT",
      token: adminToken,
      params: { id: String(review.id) },
      body: { adminNotes: "Names a guide's phone number." },
    });
    expect(ok.status).toBe(200);
    const [sent] = await emailsTo(hunter.email);
    expect(sent).toMatchObject({ template: "review-rejected", subject: "Your Ridgeline review was not approved" });
    expect(sent!.text).toContain('Your review of "Sheep Camp" was not approved. Reason: Names a guide\'s phone number.');
    expect((await db.select().from(huntReviews).where(eq(huntReviews.id, review.id)))[0]!.status).toBe("rejected");
  });

  it("an approved outfitter review e-mails the hunter a link to the outfitter's page", async () => {
    const { adminToken } = await roleFixtures();
    const outfitter = await createOutfitter({ firstName: "Juniper" });
    const hunter = await createHunter();
    const review = await createOutfitterReview({ outfitterId: outfitter.id, hunterId: hunter.id });
    expect((await call(oApprovePUT, { method: "PUT", token: adminToken, params: { id: String(review.id) }, body: {} })).status).toBe(200);
    const [sent] = await emailsTo(hunter.email);
    expect(sent).toMatchObject({ template: "review-approved" });
    expect(sent!.text).toContain("Your review of outfitter Juniper has been approved and is now public.");
    expect(sent!.text).toContain(`/outfitter/${outfitter.id}`);
  });
});

describe("answering a booking", () => {
  it("a denial the provider refuses to release leaves the booking pending and e-mails nothing; the next one e-mails the denial", async () => {
    const w = await bookingWorld();
    const b = await book(w.hunterToken, w.hunt.id);
    await payBooking(w.hunterToken, b.json.id);
    const booking = { bookingId: b.json.id };
    const mailsBefore = (await emailsTo(w.hunter.email)).map((m) => m.template).sort();
    expect(mailsBefore).toEqual(["booking-confirmation", "payment-confirmation"]);
    const spy = vi.spyOn(testProvider, "cancel").mockRejectedValueOnce(new PaymentProviderError("the provider is unavailable"));
    try {
      const refused = await call(statusPATCH, {
        method: "PATCH",
        token: w.outfitterToken,
        params: { id: String(booking.bookingId) },
        body: { status: "denied" },
      });
      expect(refused.status).toBe(502);
    } finally {
      spy.mockRestore();
    }
    expect((await bookingRow(booking.bookingId)).status).toBe("pending");
    expect((await emailsTo(w.hunter.email)).map((m) => m.template).sort()).toEqual(mailsBefore);

    const denied = await call(statusPATCH, {
      method: "PATCH",
      token: w.outfitterToken,
      params: { id: String(booking.bookingId) },
      body: { status: "denied" },
    });
    expect(denied.status).toBe(200);
    const [mail] = await emailsTo(w.hunter.email);
    expect(mail).toMatchObject({ template: "booking-denied", meta: { bookingId: booking.bookingId, event: "denied" } });
    expect(mail!.text).toContain("you were not charged");
  });
});

describe("cancelling an accepted booking", () => {
  it("e-mails the hunter the refund, itemised, and the outfitter the cancellation, with the change", async () => {
    const w = await acceptedPaidBooking("moderate", 45);
    const r = await call(cancelPOST, { token: w.hunterToken, params: { id: String(w.bookingId) } });
    expect(r.status).toBe(200);
    const [refund] = await emailsTo(w.hunter.email);
    expect(refund).toMatchObject({ template: "booking-refunded", meta: { bookingId: w.bookingId, event: "cancelled-accepted" } });
    expect(refund!.text).toContain(`You cancelled Booking #${w.bookingId}`);
    expect(refund!.text).toContain("You will be refunded $2,000.00 of $4,000.00 under the Moderate cancellation policy.");
    expect(refund!.text).toContain("Refund to your card: $2,000.00");
    const [notice] = await emailsTo(w.outfitter.email);
    expect(notice).toMatchObject({ template: "booking-cancelled-outfitter" });
  });

  it("sends nothing when the cancellation is refused", async () => {
    const w = await acceptedPaidBooking("moderate", 45);
    const before = (await emailsTo(w.hunter.email)).length;
    const stranger = await issueApiToken((await createHunter()).id);
    expect((await call(cancelPOST, { token: stranger, params: { id: String(w.bookingId) } })).status).toBe(403);
    expect((await emailsTo(w.hunter.email)).length).toBe(before);
  });
});

describe("with a provider", () => {
  let server: Server | undefined;
  afterEach(async () => {
    delete process.env.RESEND_API_KEY;
    delete process.env.RESEND_BASE_URL;
    resetConfigForTests();
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  });

  it("the e-mail of a committed change is attempted right after the commit, once, and the worker does not send it again", async () => {
    const keys: string[] = [];
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        keys.push(String(req.headers["idempotency-key"]));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: `re_${keys.length}` }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    process.env.RESEND_API_KEY = "re_test_key_tx";
    process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resetConfigForTests();

    const to = "after-commit@example.com";
    // Rolled back: never reaches the provider, not even through the worker.
    await db
      .transaction(async (tx) => {
        await enqueueEmail(tx, "never@example.com", mail());
        tx.rollback();
      })
      .catch(() => undefined);
    const id = await db.transaction((tx) => enqueueEmail(tx, to, mail()));
    expect((await emailsTo(to))[0]).toMatchObject({ status: "queued", provider: "resend" });
    await deliverAfterCommit([id]);
    await deliverAfterCommit([id]);
    await deliverDueEmails(new Date(Date.now() + 60 * 60_000));
    expect((await emailsTo(to))[0]).toMatchObject({ status: "sent", attempts: 1, providerMessageId: "re_1" });
    expect(keys).toEqual([`ridgeline-email-${id}`]);
    expect(await emailsTo("never@example.com")).toEqual([]);
  });
});
