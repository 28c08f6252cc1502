import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST } from "@/app/api/booking-inquiries/route";
import { GET as myGET } from "@/app/api/booking-inquiries/my/route";
import { GET as oneGET } from "@/app/api/booking-inquiries/[outfitterId]/route";
import { db } from "@/db";
import { bookingInquiries, emailOutbox, messages } from "@/db/schema";
import { createHunt, createMessage, createOutfitter } from "@/seed/factories";
import { INQUIRIES_HUNTERS_ONLY } from "@/lib/inquiries/service";
import { INQUIRY_MESSAGES } from "@/lib/inquiries/schema";
import { resetConfigForTests } from "@/lib/config";
import { MESSAGING_REFUSALS } from "@/lib/messages/rules";
import { call } from "../../support/http";
import { hunterWithToken, roleFixtures } from "../../support/hunter-fixtures";

type Json = Record<string, unknown>;
let fx: Awaited<ReturnType<typeof roleFixtures>>;
const post = (body: unknown, token?: string) => call<Json>(POST, { body, token });
const intake = (outfitterId: number) => ({
  outfitterId,
  bookingStatus: "initial",
  huntType: "elk",
  timeframe: "2-3-months",
  budget: "5k-10k",
});

beforeAll(async () => {
  fx = await roleFixtures();
});
afterEach(() => vi.useRealTimers());

describe("who may use booking inquiries", () => {
  it("answers 401 signed out and 403 to outfitters and admins on every endpoint", async () => {
    const params = { outfitterId: String(fx.outfitter.id) };
    const body = { outfitterId: fx.outfitter.id, bookingStatus: "no" };
    expect((await post(body)).status).toBe(401);
    expect((await call(myGET)).status).toBe(401);
    expect((await call(oneGET, { params })).status).toBe(401);
    for (const token of [fx.tokens.outfitter, fx.tokens.admin]) {
      for (const r of [await post(body, token), await call<Json>(myGET, { token }), await call<Json>(oneGET, { token, params })]) {
        expect(r.status).toBe(403);
        expect(r.json.message).toBe(INQUIRIES_HUNTERS_ONLY);
      }
    }
    expect(await db.$count(bookingInquiries)).toBe(0);
  });
});

describe("follow-up answers", () => {
  it("answers null before any inquiry, then the recorded 'yes' with price and trimmed notes", async () => {
    const { token } = await hunterWithToken();
    const o = await createOutfitter();
    const params = { outfitterId: String(o.id) };
    const before = await call(oneGET, { token, params });
    expect(before.status).toBe(200);
    expect(before.json).toBeNull();

    const r = await post(
      { outfitterId: o.id, huntId: null, bookingStatus: "yes", huntPrice: 4250.5, notes: "  Booked for October  " },
      token,
    );
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      outfitterId: o.id,
      bookingStatus: "yes",
      huntPrice: "4250.50",
      notes: "Booked for October",
      nextFollowUp: null,
    });
    expect((await call<Json>(oneGET, { token, params })).json).toMatchObject({ bookingStatus: "yes", huntPrice: "4250.50" });
  });

  it.each([
    [{}, INQUIRY_MESSAGES.status],
    [{ bookingStatus: "" }, INQUIRY_MESSAGES.status],
    [{ bookingStatus: "sure" }, INQUIRY_MESSAGES.status],
    [{ bookingStatus: "yes" }, INQUIRY_MESSAGES.price],
    [{ bookingStatus: "yes", huntPrice: null }, INQUIRY_MESSAGES.price],
    [{ bookingStatus: "yes", huntPrice: 0 }, INQUIRY_MESSAGES.price],
    [{ bookingStatus: "yes", huntPrice: "0.00" }, INQUIRY_MESSAGES.price],
    [{ bookingStatus: "yes", huntPrice: -5 }, INQUIRY_MESSAGES.price],
    [{ bookingStatus: "yes", huntPrice: "abc" }, INQUIRY_MESSAGES.price],
    [{ bookingStatus: "yes", huntPrice: true }, INQUIRY_MESSAGES.price],
    [{ bookingStatus: "yes", huntPrice: { amount: 5 } }, INQUIRY_MESSAGES.price],
    [{ bookingStatus: "no", notes: "x".repeat(2001) }, INQUIRY_MESSAGES.notes],
    [{ bookingStatus: "no", notes: 42 }, INQUIRY_MESSAGES.notesType],
  ])("rejects %j with 400 '%s', storing nothing", async (fields, message) => {
    const { hunter, token } = await hunterWithToken();
    const r = await post({ outfitterId: fx.outfitter.id, ...fields }, token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(await db.$count(bookingInquiries, eq(bookingInquiries.hunterId, hunter.id))).toBe(0);
  });

  it("stores 'no' without a price and blank notes as null", async () => {
    const { token } = await hunterWithToken();
    const r = await post({ outfitterId: fx.outfitter.id, bookingStatus: "no", huntPrice: 999, notes: "   " }, token);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ bookingStatus: "no", huntPrice: null, notes: null, nextFollowUp: null });
  });

  it("schedules a 'maybe' 21 days out, and a later answer replaces it in the same row", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T09:30:00Z"));
    const { hunter, token } = await hunterWithToken();
    const r = await post({ outfitterId: fx.outfitter.id, bookingStatus: "maybe", notes: "" }, token);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      bookingStatus: "maybe",
      nextFollowUp: "2026-06-22T09:30:00.000Z",
      lastAsked: "2026-06-01T09:30:00.000Z",
      notes: null,
    });

    vi.setSystemTime(new Date("2026-06-23T10:00:00Z"));
    const yes = await post({ outfitterId: fx.outfitter.id, bookingStatus: "yes", huntPrice: "3,500" }, token);
    expect(yes.json).toMatchObject({ id: r.json.id, bookingStatus: "yes", huntPrice: "3500.00", nextFollowUp: null });
    expect(await db.$count(bookingInquiries, eq(bookingInquiries.hunterId, hunter.id))).toBe(1);
  });

  it("refuses an unknown or non-outfitter id (404) and a hunt of another outfitter (400)", async () => {
    const { token } = await hunterWithToken();
    for (const outfitterId of [999999, fx.hunter.id]) {
      const r = await post({ outfitterId, bookingStatus: "no" }, token);
      expect(r.status).toBe(404);
    }
    const other = await createOutfitter();
    const theirHunt = await createHunt({ outfitterId: other.id });
    const r = await post({ outfitterId: fx.outfitter.id, huntId: theirHunt.id, bookingStatus: "no" }, token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(INQUIRY_MESSAGES.hunt);
    const missing = await post({ bookingStatus: "no" }, token);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(INQUIRY_MESSAGES.outfitter);
  });
});

describe("intake questionnaire", () => {
  it.each(["huntType", "timeframe", "budget"] as const)("requires %s ('Please answer all questions')", async (field) => {
    const { hunter, token } = await hunterWithToken();
    const body: Json = intake(fx.outfitter.id);
    delete body[field];
    const r = await post(body, token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(INQUIRY_MESSAGES.intake);
    expect(await db.$count(bookingInquiries, eq(bookingInquiries.hunterId, hunter.id))).toBe(0);
  });

  it.each([
    ["over 2000 characters", { additionalInfo: "x".repeat(2001) }, INQUIRY_MESSAGES.additionalInfo],
    ["that is not text", { additionalInfo: ["a list"] }, INQUIRY_MESSAGES.additionalInfoType],
  ])("rejects additional info %s: 400, storing and sending nothing", async (_label, fields, message) => {
    const { hunter, token } = await hunterWithToken();
    const r = await post({ ...intake(fx.outfitter.id), ...fields }, token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(await db.$count(bookingInquiries, eq(bookingInquiries.hunterId, hunter.id))).toBe(0);
    expect(await db.$count(messages, eq(messages.senderId, hunter.id))).toBe(0);
  });

  it("rejects values outside the spec's options", async () => {
    const { token } = await hunterWithToken();
    const r = await post({ ...intake(fx.outfitter.id), budget: "a-lot" }, token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(INQUIRY_MESSAGES.intake);
  });

  it("stores the answers as an 'initial' inquiry and sends them to the outfitter as a message", async () => {
    const { hunter, token } = await hunterWithToken();
    const o = await createOutfitter();
    const r = await post({ ...intake(o.id), additionalInfo: "  Two hunters, rifle.  " }, token);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      bookingStatus: "initial",
      huntType: "elk",
      timeframe: "2-3-months",
      budget: "5k-10k",
      additionalInfo: "Two hunters, rifle.",
    });
    const [msg] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, hunter.id), eq(messages.receiverId, o.id)));
    expect(msg!.content).toBe(
      "Trip questionnaire\nHunt type: Elk\nTimeframe: In 2–3 months\nBudget: $5,000 – $10,000\nAdditional info: Two hunters, rifle.",
    );
    expect(msg!.isRead).toBe(false);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, o.email));
    expect(mails.some((m) => m.meta?.messageId === msg!.id)).toBe(true);
  });

  it("follows the messaging rules: no intake to a paused or unapproved outfitter (403), unknown ids 404", async () => {
    const { hunter, token } = await hunterWithToken();
    const paused = await createOutfitter({ isActive: false });
    const pending = await createOutfitter({ isApproved: false });
    const r1 = await post(intake(paused.id), token);
    expect(r1.status).toBe(403);
    expect(r1.json.message).toBe(MESSAGING_REFUSALS.inactive.message);
    const r2 = await post(intake(pending.id), token);
    expect(r2.status).toBe(403);
    expect(r2.json.message).toBe(MESSAGING_REFUSALS.unapprovedOutfitter.message);
    for (const id of [999999, fx.hunter.id, fx.admin.id]) expect((await post(intake(id), token)).status).toBe(404);
    expect(await db.$count(bookingInquiries, eq(bookingInquiries.hunterId, hunter.id))).toBe(0);
    expect(await db.$count(messages, eq(messages.senderId, hunter.id))).toBe(0);
  });

  it("counts against the sender's message rate limit (429, nothing stored past it)", async () => {
    process.env.RATE_LIMIT_MESSAGES = "2";
    resetConfigForTests();
    try {
      const { hunter, token } = await hunterWithToken();
      const [a, b, c] = [await createOutfitter(), await createOutfitter(), await createOutfitter()];
      expect((await post(intake(a.id), token)).status).toBe(200);
      expect((await post(intake(b.id), token)).status).toBe(200);
      const limited = await post(intake(c.id), token);
      expect(limited.status).toBe(429);
      expect(limited.json.message).toBe("You are sending messages too quickly. Please wait a moment.");
      expect(await db.$count(messages, eq(messages.senderId, hunter.id))).toBe(2);
      expect(await db.$count(bookingInquiries, eq(bookingInquiries.hunterId, hunter.id))).toBe(2);
    } finally {
      process.env.RATE_LIMIT_MESSAGES = "1000";
      resetConfigForTests();
    }
  });

  it("keeps an earlier follow-up answer when the intake is sent afterwards", async () => {
    const { token } = await hunterWithToken();
    const o = await createOutfitter();
    await post({ outfitterId: o.id, bookingStatus: "yes", huntPrice: 5000 }, token);
    const r = await post({ outfitterId: o.id, huntType: "deer", timeframe: "flexible", budget: "flexible" }, token);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ bookingStatus: "yes", huntPrice: "5000.00", huntType: "deer", additionalInfo: null });
  });
});

describe("GET /api/booking-inquiries/my", () => {
  it("lists only the hunter's own inquiries with outfitter name and the latest message time", async () => {
    const { hunter, token } = await hunterWithToken();
    const a = await createOutfitter({ firstName: "Alpha" });
    const b = await createOutfitter({ firstName: "Bravo" });
    await createMessage({ senderId: hunter.id, receiverId: a.id, createdAt: new Date("2026-02-01T10:00:00Z") });
    await createMessage({ senderId: a.id, receiverId: hunter.id, createdAt: new Date("2026-02-03T10:00:00Z") });
    await createMessage({ senderId: a.id, receiverId: fx.hunter.id, createdAt: new Date("2026-04-01T10:00:00Z") });
    await post({ outfitterId: a.id, bookingStatus: "maybe" }, token);
    await post({ outfitterId: b.id, bookingStatus: "no" }, token);
    await post({ outfitterId: a.id, bookingStatus: "no" }, fx.tokens.hunter);

    const r = await call<Json[]>(myGET, { token });
    expect(r.status).toBe(200);
    const byName = Object.fromEntries(r.json.map((i) => [(i.outfitter as Json).firstName, i]));
    expect(Object.keys(byName).sort()).toEqual(["Alpha", "Bravo"]);
    expect(byName.Alpha).toMatchObject({ bookingStatus: "maybe", lastMessageAt: "2026-02-03T10:00:00.000Z" });
    expect(byName.Bravo).toMatchObject({ bookingStatus: "no", lastMessageAt: null });
  });
});
