import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST } from "@/app/api/booking-claims/route";
import { GET as outfittersGET } from "@/app/api/booking-claims/outfitters/route";
import { db } from "@/db";
import { bookingClaims, emailOutbox, notifications } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { CLAIM_MESSAGES } from "@/lib/claims/schema";
import { resetConfigForTests } from "@/lib/config";
import { CLAIMS_HUNTERS_ONLY } from "@/lib/claims/submit";
import { call } from "../../support/http";
import { hunterWithToken, roleFixtures } from "../../support/hunter-fixtures";

type Json = Record<string, unknown>;
let fx: Awaited<ReturnType<typeof roleFixtures>>;
const post = (body: unknown, token?: string) => call<Json>(POST, { body, token });
const valid = () => ({
  outfitterId: fx.outfitter.id,
  huntPrice: 4800,
  huntDescription: "7-day rifle elk hunt, booked by phone",
  bookingDate: "2026-10-02",
});

beforeAll(async () => {
  fx = await roleFixtures();
});

describe("POST /api/booking-claims", () => {
  it("refuses signed-out visitors (401) and outfitters and admins (403)", async () => {
    expect((await post(valid())).status).toBe(401);
    for (const token of [fx.tokens.outfitter, fx.tokens.admin]) {
      const r = await post(valid(), token);
      expect(r.status).toBe(403);
      expect(r.json.message).toBe(CLAIMS_HUNTERS_ONLY);
    }
    expect(await db.$count(bookingClaims)).toBe(0);
  });

  it("stores a pending claim, notifies the outfitter in the app and by e-mail", async () => {
    const { hunter, token } = await hunterWithToken({ firstName: "Casey", lastName: "Claimer" });
    const r = await post({ ...valid(), huntPrice: "4,800.50", huntDescription: "  Elk, September  " }, token);
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      outfitterId: fx.outfitter.id,
      huntPrice: "4800.50",
      huntDescription: "Elk, September",
      bookingDate: "2026-10-02",
      status: "pending",
    });
    const [row] = await db.select().from(bookingClaims).where(eq(bookingClaims.hunterId, hunter.id));
    expect(row).toMatchObject({ huntPriceCents: 480050, status: "pending", outfitterId: fx.outfitter.id });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, fx.outfitter.id));
    expect(
      notes.some((n) => n.title === "New Booking Claim" && n.message.includes("Casey Claimer") && n.message.includes("$4,800.50")),
    ).toBe(true);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, fx.outfitter.email));
    expect(mails.some((m) => m.meta?.bookingClaimId === r.json.id)).toBe(true);
  });

  it("accepts a claim without a booking date (null or empty)", async () => {
    const { token } = await hunterWithToken();
    for (const bookingDate of [null, "", undefined]) {
      const r = await post({ ...valid(), bookingDate }, token);
      expect(r.status).toBe(201);
      expect(r.json.bookingDate).toBeNull();
    }
  });

  it.each([
    ["outfitterId", undefined, CLAIM_MESSAGES.missing],
    ["outfitterId", "", CLAIM_MESSAGES.missing],
    ["huntPrice", undefined, CLAIM_MESSAGES.missing],
    ["huntPrice", "", CLAIM_MESSAGES.missing],
    ["huntDescription", undefined, CLAIM_MESSAGES.missing],
    ["huntDescription", "   ", CLAIM_MESSAGES.missing],
    ["huntPrice", 0, CLAIM_MESSAGES.price],
    ["huntPrice", "0.00", CLAIM_MESSAGES.price],
    ["huntPrice", -100, CLAIM_MESSAGES.price],
    ["huntPrice", "12.345", CLAIM_MESSAGES.price],
    ["huntPrice", "ten", CLAIM_MESSAGES.price],
    ["huntPrice", 1_000_000.01, CLAIM_MESSAGES.priceMax],
    ["huntDescription", "x".repeat(2001), CLAIM_MESSAGES.description],
    ["bookingDate", "2026-02-30", CLAIM_MESSAGES.date],
    ["bookingDate", "next week", CLAIM_MESSAGES.date],
  ])("rejects %s = %j with 400 '%s', storing nothing", async (field, value, message) => {
    const { hunter, token } = await hunterWithToken();
    const r = await post({ ...valid(), [field]: value }, token);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(await db.$count(bookingClaims, eq(bookingClaims.hunterId, hunter.id))).toBe(0);
  });

  it("refuses unknown, non-outfitter, unapproved and paused outfitters with 404", async () => {
    const { hunter, token } = await hunterWithToken();
    const pending = await createOutfitter({ isApproved: false });
    const paused = await createOutfitter({ isActive: false });
    for (const outfitterId of [999999, fx.admin.id, fx.hunter.id, pending.id, paused.id]) {
      const r = await post({ ...valid(), outfitterId }, token);
      expect(r.status).toBe(404);
      expect(r.json.message).toBe("Outfitter not found");
    }
    expect(await db.$count(bookingClaims, and(eq(bookingClaims.hunterId, hunter.id)))).toBe(0);
  });
});

describe("GET /api/booking-claims/outfitters", () => {
  it("refuses signed-out visitors (401) and non-hunters (403)", async () => {
    expect((await call(outfittersGET)).status).toBe(401);
    expect((await call(outfittersGET, { token: fx.tokens.outfitter })).status).toBe(403);
    expect((await call(outfittersGET, { token: fx.tokens.admin })).status).toBe(403);
  });

  it("lists approved, active outfitters with their listed hunts only, no private fields", async () => {
    const { token } = await hunterWithToken();
    const listed = await createOutfitter({ firstName: "Listed", isTopTier: true });
    const pending = await createOutfitter({ firstName: "PendingOne", isApproved: false });
    const paused = await createOutfitter({ firstName: "PausedOne", isActive: false });
    const shown = await createHunt({
      outfitterId: listed.id,
      title: "Shown Hunt",
      species: ["moose"],
      location: "Yukon",
      images: ["/m.webp", "/n.webp"],
    });
    await createHunt({ outfitterId: listed.id, title: "Paused Hunt", isActive: false });
    await createHunt({ outfitterId: pending.id });
    const r = await call<Json[]>(outfittersGET, { token });
    expect(r.status).toBe(200);
    const names = r.json.map((o) => o.firstName);
    expect(names).toContain("Listed");
    expect(names).not.toContain("PendingOne");
    expect(names).not.toContain(paused.firstName);
    expect(r.json[0]!.isTopTier).toBe(true);
    const mine = r.json.find((o) => o.id === listed.id)!;
    expect(mine.hunts).toEqual([{ id: shown.id, title: "Shown Hunt", species: ["moose"], location: "Yukon", image: "/m.webp" }]);
    expect(JSON.stringify(r.json)).not.toMatch(/email|lastName|passwordHash/);
  });
});

describe("POST /api/booking-claims, rate limit", () => {
  it("limits claims per hunter (each one e-mails an outfitter): 429 with a message, nothing written", async () => {
    process.env.RATE_LIMIT_CLAIMS = "2";
    resetConfigForTests();
    try {
      const { hunter, token } = await hunterWithToken();
      for (let i = 0; i < 2; i++) expect((await post(valid(), token)).status).toBe(201);
      const mailsBefore = await db.$count(emailOutbox, eq(emailOutbox.toEmail, fx.outfitter.email));
      const limited = await post(valid(), token);
      expect(limited.status).toBe(429);
      expect(limited.json.message).toBe("You are submitting booking claims too quickly. Please try again later.");
      expect(await db.$count(bookingClaims, eq(bookingClaims.hunterId, hunter.id))).toBe(2);
      expect(await db.$count(emailOutbox, eq(emailOutbox.toEmail, fx.outfitter.email))).toBe(mailsBefore);
      // Another hunter is not affected.
      expect((await post(valid(), (await hunterWithToken()).token)).status).toBe(201);
    } finally {
      process.env.RATE_LIMIT_CLAIMS = "1000";
      resetConfigForTests();
    }
  });
});
