import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { bookingClaims, notifications } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { answerClaimAction, submitClaimAction } from "@/lib/claims/actions";
import { CLAIM_MESSAGES } from "@/lib/claims/schema";
import { CLAIMS_HUNTERS_ONLY } from "@/lib/claims/submit";
import { hunterWithToken, roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** Claim Booking's server action (lib/claims/actions.ts), twin of POST /api/booking-claims. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

describe("submitClaimAction", () => {
  it("refuses anonymous (401) and other roles with the route's message (403), writing nothing", async () => {
    const input = { outfitterId: fx.outfitter.id, huntPrice: 4500, huntDescription: "Elk, 5 days", bookingDate: null };
    callAs();
    expect(await submitClaimAction(IDLE, input)).toMatchObject({ ok: false, status: 401 });
    for (const token of [fx.tokens.outfitter, fx.tokens.admin]) {
      callAs(token);
      expect(await submitClaimAction(IDLE, input)).toEqual({ ok: false, status: 403, message: CLAIMS_HUNTERS_ONLY });
    }
    expect(await db.$count(bookingClaims, eq(bookingClaims.outfitterId, fx.outfitter.id))).toBe(0);
  });

  it("fields that fail the schema come back beside their fields, nothing written", async () => {
    const { hunter, token } = await hunterWithToken();
    callAs(token);
    const refused = await submitClaimAction(IDLE, {
      outfitterId: fx.outfitter.id,
      huntPrice: "0",
      huntDescription: "Elk",
      bookingDate: "2026-02-30",
    });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(refused.fieldErrors?.bookingDate).toEqual([CLAIM_MESSAGES.date]);
    expect(await db.$count(bookingClaims, eq(bookingClaims.hunterId, hunter.id))).toBe(0);
  });

  it("stores the claim in cents and notifies the outfitter, as the route does", async () => {
    const { hunter, token } = await hunterWithToken({ firstName: "Ada", lastName: "Stone" });
    callAs(token);
    const state = await submitClaimAction(IDLE, {
      outfitterId: fx.outfitter.id,
      huntPrice: "4,500.50",
      huntDescription: " Elk, 5 days ",
      bookingDate: "2026-10-03",
    });
    expect(state).toMatchObject({
      ok: true,
      data: {
        outfitterId: fx.outfitter.id,
        huntPrice: "4500.50",
        huntDescription: "Elk, 5 days",
        bookingDate: "2026-10-03",
        status: "pending",
      },
    });
    const [row] = await db.select().from(bookingClaims).where(eq(bookingClaims.hunterId, hunter.id));
    expect(row!.huntPriceCents).toBe(450050);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, fx.outfitter.id));
    expect(notes.some((n) => n.title === "New Booking Claim" && n.message.includes("Ada Stone"))).toBe(true);
  });
});

describe("answerClaimAction", () => {
  async function pendingClaim() {
    const { token } = await hunterWithToken();
    callAs(token);
    const state = await submitClaimAction(IDLE, {
      outfitterId: fx.outfitter.id,
      huntPrice: 3000,
      huntDescription: "Mule deer",
      bookingDate: null,
    });
    return state.data!.id;
  }

  it("only the outfitter answers (hunter and admin 403, anonymous 401), and only once", async () => {
    const claimId = await pendingClaim();
    callAs();
    expect(await answerClaimAction(IDLE, { claimId, accept: true })).toMatchObject({ ok: false, status: 401 });
    for (const token of [fx.tokens.hunter, fx.tokens.admin]) {
      callAs(token);
      expect(await answerClaimAction(IDLE, { claimId, accept: true })).toMatchObject({ ok: false, status: 403 });
    }
    callAs(fx.tokens.outfitter);
    expect(await answerClaimAction(IDLE, { claimId, accept: true })).toMatchObject({ ok: true, data: { commission: "300.00" } });
    expect((await answerClaimAction(IDLE, { claimId, accept: false })).ok).toBe(false);
    const [row] = await db.select().from(bookingClaims).where(eq(bookingClaims.id, claimId));
    expect(row!.status).toBe("accepted");
  });

  it("a body that fails the schema is a 400 with field errors", async () => {
    callAs(fx.tokens.outfitter);
    expect(await answerClaimAction(IDLE, { claimId: 1, accept: "yes" as unknown as boolean })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { accept: ["accept must be true or false"] },
    });
  });
});
