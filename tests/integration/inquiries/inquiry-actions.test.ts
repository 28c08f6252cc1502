import { beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingInquiries, messages } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { IDLE } from "@/lib/actions/state";
import { submitFollowUpAction, submitIntakeAction } from "@/lib/inquiries/actions";
import { INQUIRY_MESSAGES, type IntakeInput } from "@/lib/inquiries/schema";
import { INQUIRIES_HUNTERS_ONLY } from "@/lib/inquiries/service";
import { hunterWithToken, roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/**
 * The intake questionnaire and the booking follow-up (lib/inquiries/actions.ts), each a twin of
 * POST /api/booking-inquiries for its shape of answer.
 */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

const inquiryOf = async (hunterId: number, outfitterId: number) =>
  (
    await db
      .select()
      .from(bookingInquiries)
      .where(and(eq(bookingInquiries.hunterId, hunterId), eq(bookingInquiries.outfitterId, outfitterId)))
  )[0];

describe("submitIntakeAction", () => {
  it("records the answers and sends them to the outfitter as a message", async () => {
    const { hunter, token } = await hunterWithToken();
    const o = await createOutfitter();
    callAs(token);
    const r = await submitIntakeAction(IDLE, {
      outfitterId: o.id,
      bookingStatus: "initial",
      huntType: "elk",
      timeframe: "2-3-months",
      budget: "5k-10k",
      additionalInfo: "  Two of us  ",
    });
    expect(r).toMatchObject({
      ok: true,
      data: { outfitterId: o.id, huntType: "elk", timeframe: "2-3-months", budget: "5k-10k", additionalInfo: "Two of us" },
    });
    const sent = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, hunter.id), eq(messages.receiverId, o.id)));
    expect(sent).toHaveLength(1);
  });

  it("an unanswered choice is a field error beside it; nothing recorded or sent", async () => {
    const { hunter, token } = await hunterWithToken();
    const o = await createOutfitter();
    callAs(token);
    // What a form whose choices were not all made sends.
    const incomplete = { outfitterId: o.id, bookingStatus: "initial", huntType: "elk", additionalInfo: "" } as IntakeInput;
    const r = await submitIntakeAction(IDLE, incomplete);
    expect(r).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { timeframe: [INQUIRY_MESSAGES.intake], budget: [INQUIRY_MESSAGES.intake] },
    });
    expect(await inquiryOf(hunter.id, o.id)).toBeUndefined();
    expect(await db.select().from(messages).where(eq(messages.senderId, hunter.id))).toHaveLength(0);
  });
});

describe("submitFollowUpAction", () => {
  it("records 'yes' with the form's price text in cents; answering again updates the one inquiry", async () => {
    const { hunter, token } = await hunterWithToken();
    const o = await createOutfitter();
    const hunt = await createHunt({ outfitterId: o.id });
    callAs(token);
    const yes = await submitFollowUpAction(IDLE, {
      outfitterId: o.id,
      huntId: hunt.id,
      bookingStatus: "yes",
      huntPrice: "4250.50",
      notes: "  Booked for October  ",
    });
    expect(yes).toMatchObject({
      ok: true,
      data: { bookingStatus: "yes", huntPrice: "4250.50", notes: "Booked for October", huntId: hunt.id },
    });
    const maybe = await submitFollowUpAction(IDLE, {
      outfitterId: o.id,
      huntId: hunt.id,
      bookingStatus: "maybe",
      huntPrice: null,
      notes: "",
    });
    expect(maybe).toMatchObject({ ok: true, data: { id: yes.data!.id, bookingStatus: "maybe" } });
    expect(maybe.data!.nextFollowUp).not.toBeNull();
    expect((await inquiryOf(hunter.id, o.id))!.bookingStatus).toBe("maybe");
  });

  it("'yes' without a price, and another outfitter's hunt, are field errors; nothing recorded", async () => {
    const { hunter, token } = await hunterWithToken();
    const o = await createOutfitter();
    const foreign = await createHunt({ outfitterId: fx.outfitter.id });
    callAs(token);
    expect(await submitFollowUpAction(IDLE, { outfitterId: o.id, bookingStatus: "yes", huntPrice: null })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { huntPrice: [INQUIRY_MESSAGES.price] },
    });
    expect(await submitFollowUpAction(IDLE, { outfitterId: o.id, huntId: foreign.id, bookingStatus: "no" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { huntId: [INQUIRY_MESSAGES.hunt] },
    });
    expect(await inquiryOf(hunter.id, o.id)).toBeUndefined();
  });

  it("outfitters and admins are refused with the route's message (403), nobody signed in 401", async () => {
    for (const token of [fx.tokens.outfitter, fx.tokens.admin]) {
      callAs(token);
      expect(await submitFollowUpAction(IDLE, { outfitterId: fx.outfitter.id, bookingStatus: "no" })).toMatchObject({
        ok: false,
        status: 403,
        message: INQUIRIES_HUNTERS_ONLY,
      });
      expect(
        await submitIntakeAction(IDLE, { outfitterId: fx.outfitter.id, huntType: "elk", timeframe: "2-3-months", budget: "5k-10k" }),
      ).toMatchObject({
        ok: false,
        status: 403,
        message: INQUIRIES_HUNTERS_ONLY,
      });
    }
    callAs();
    expect(await submitFollowUpAction(IDLE, { outfitterId: fx.outfitter.id, bookingStatus: "no" })).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await db.select().from(bookingInquiries).where(eq(bookingInquiries.outfitterId, fx.outfitter.id))).toHaveLength(0);
  });
});
