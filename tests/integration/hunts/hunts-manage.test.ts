import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, hunts } from "@/db/schema";
import { createAdmin, createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { DELETE as deleteHunt, PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { PATCH as patchStatus } from "@/app/api/hunts/[id]/status/route";
import { POST as postHunt } from "@/app/api/hunts/route";
import { GET as ownHunts } from "@/app/api/outfitter/hunts/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { NOT_APPROVED, NOT_OWN_HUNT } from "@/lib/hunts/manage";
import { HUNT_MESSAGES } from "@/lib/hunts/schema";
import { call } from "../../support/http";

type Hunt = Record<string, unknown> & { id: number };
const upload = (userId: number, n = 0) => `/uploads/u${userId}/${String(n).padStart(32, "a")}.png`;

let outfitter: { id: number };
let token: string;
let otherToken: string;
let hunterToken: string;
let pendingToken: string;
let adminToken: string;

const body = () => ({
  title: "Bull Elk Hunt",
  description: "Five days in the high country.",
  species: ["elk/wapiti", "other"],
  customSpecies: "Javelina",
  location: "Montana, USA",
  price: 1000,
  originalPrice: 1000,
  isDiscounted: true,
  discountType: "percentage",
  discountValue: 15,
  duration: 5,
  groupSize: 4,
  difficulty: "difficult",
  dates: "Sept 10-15, 2027",
  availability: 4,
  images: [upload(outfitter.id, 1), upload(outfitter.id, 2)],
  video: "",
});

beforeAll(async () => {
  outfitter = await createOutfitter();
  token = await issueApiToken(outfitter.id);
  otherToken = await issueApiToken((await createOutfitter()).id);
  hunterToken = await issueApiToken((await createHunter()).id);
  pendingToken = await issueApiToken((await createOutfitter({ isApproved: false })).id);
  adminToken = await issueApiToken((await createAdmin()).id);
});

describe("POST /api/hunts", () => {
  it("creates a discounted hunt with the price computed on the server", async () => {
    const r = await call<Hunt>(postHunt, {
      token,
      body: { ...body(), price: 1 /* a client's own price is ignored */, originalPrice: 1000 },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      price: "850.00",
      originalPrice: "1000.00",
      isDiscounted: true,
      discountType: "percentage",
      discountValue: "15",
      species: ["elk/wapiti", "javelina"],
      isActive: true,
      outfitterId: outfitter.id,
    });
    const [row] = await db.select().from(hunts).where(eq(hunts.id, r.json.id));
    expect(row).toMatchObject({ priceCents: 85000, originalPriceCents: 100000, discountValue: 1500, durationDays: 5 });
  });

  it.each([
    [{ title: "" }, HUNT_MESSAGES.required],
    [{ species: [] }, HUNT_MESSAGES.required],
    [{ discountType: "" }, HUNT_MESSAGES.required],
    [{ discountValue: 101 }, HUNT_MESSAGES.percentage],
    [{ discountType: "amount", discountValue: 1000 }, HUNT_MESSAGES.amountTooHigh],
    [{ customSpecies: "" }, HUNT_MESSAGES.customSpecies],
    [{ price: -1, originalPrice: -1 }, HUNT_MESSAGES.price],
    [{ groupSize: 0 }, HUNT_MESSAGES.groupSize],
    [{ duration: 0 }, HUNT_MESSAGES.duration],
    [{ availability: 0 }, HUNT_MESSAGES.availability],
  ])("answers 400 for %j with the spec's message and writes nothing", async (patch, message) => {
    const before = (await db.select().from(hunts).where(eq(hunts.outfitterId, outfitter.id))).length;
    const r = await call(postHunt, { token, body: { ...body(), ...patch } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect((await db.select().from(hunts).where(eq(hunts.outfitterId, outfitter.id))).length).toBe(before);
  });

  it("refuses photos that are not the outfitter's own uploads, and malformed JSON", async () => {
    const r = await call(postHunt, { token, body: { ...body(), images: [upload(outfitter.id + 1)] } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(HUNT_MESSAGES.mediaUrl);
    expect((await call(postHunt, { token, body: { ...body(), images: ["https://elsewhere.example/a.png"] } })).status).toBe(400);
    expect((await call(postHunt, { token, rawBody: "{not json" })).status).toBe(400);
  });

  it("refuses unapproved outfitters, hunters, admins and signed-out callers", async () => {
    const pending = await call(postHunt, { token: pendingToken, body: body() });
    expect(pending.status).toBe(403);
    expect(pending.json.message).toBe(NOT_APPROVED);
    expect((await call(postHunt, { token: hunterToken, body: body() })).status).toBe(403);
    expect((await call(postHunt, { token: adminToken, body: body() })).status).toBe(403);
    expect((await call(postHunt, { body: body() })).status).toBe(401);
  });
});

describe("PUT /api/hunts/{id}", () => {
  it("lets the owner edit, keeping existing photos, and recomputes the discount", async () => {
    const hunt = await createHunt({ outfitterId: outfitter.id, images: ["/demo/elk.webp"] });
    const r = await call<Hunt>(putHunt, {
      method: "PUT",
      token,
      params: { id: String(hunt.id) },
      body: {
        ...body(),
        images: ["/demo/elk.webp", upload(outfitter.id, 3)],
        discountType: "amount",
        discountValue: "250.50",
        availability: 0,
      },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ price: "749.50", originalPrice: "1000.00", availability: 0, discountValue: "250.50" });
    const off = await call<Hunt>(putHunt, {
      method: "PUT",
      token,
      params: { id: String(hunt.id) },
      body: { ...body(), isDiscounted: false },
    });
    expect(off.json).toMatchObject({ price: "1000.00", originalPrice: null, isDiscounted: false });
  });

  it("refuses another outfitter (403), unknown ids (404), and the unapproved (403)", async () => {
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const other = await call(putHunt, { method: "PUT", token: otherToken, params: { id: String(hunt.id) }, body: body() });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe(NOT_OWN_HUNT);
    expect((await call(putHunt, { method: "PUT", token, params: { id: "999999" }, body: body() })).status).toBe(404);
    expect((await call(putHunt, { method: "PUT", token, params: { id: "abc" }, body: body() })).status).toBe(404);
    expect((await call(putHunt, { method: "PUT", token: pendingToken, params: { id: String(hunt.id) }, body: body() })).status).toBe(403);
    expect((await call(putHunt, { method: "PUT", token: hunterToken, params: { id: String(hunt.id) }, body: body() })).status).toBe(403);
    const [row] = await db.select().from(hunts).where(eq(hunts.id, hunt.id));
    expect(row!.title).toBe("Guided Elk Hunt");
  });
});

describe("PATCH /api/hunts/{id}/status", () => {
  it("pauses and activates the owner's hunt", async () => {
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const paused = await call<Hunt>(patchStatus, { method: "PATCH", token, params: { id: String(hunt.id) }, body: { isActive: false } });
    expect(paused.status).toBe(200);
    expect(paused.json.isActive).toBe(false);
    const active = await call<Hunt>(patchStatus, { method: "PATCH", token, params: { id: String(hunt.id) }, body: { isActive: true } });
    expect(active.json.isActive).toBe(true);
  });

  it("refuses bad input, other outfitters, hunters and signed-out callers", async () => {
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const id = String(hunt.id);
    expect((await call(patchStatus, { method: "PATCH", token, params: { id }, body: { isActive: "no" } })).status).toBe(400);
    expect((await call(patchStatus, { method: "PATCH", token: otherToken, params: { id }, body: { isActive: false } })).status).toBe(403);
    expect((await call(patchStatus, { method: "PATCH", token: pendingToken, params: { id }, body: { isActive: false } })).status).toBe(403);
    expect((await call(patchStatus, { method: "PATCH", token: hunterToken, params: { id }, body: { isActive: false } })).status).toBe(403);
    expect((await call(patchStatus, { method: "PATCH", params: { id }, body: { isActive: false } })).status).toBe(401);
    const [row] = await db.select().from(hunts).where(eq(hunts.id, hunt.id));
    expect(row!.isActive).toBe(true);
  });
});

describe("DELETE /api/hunts/{id}", () => {
  it("removes a hunt nothing refers to", async () => {
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const r = await call(deleteHunt, { method: "DELETE", token, params: { id: String(hunt.id) } });
    expect(r.json).toEqual({ deleted: true, archived: false });
    expect(await db.select().from(hunts).where(eq(hunts.id, hunt.id))).toHaveLength(0);
  });

  it("archives a hunt with bookings so the booking keeps its hunt, and hides it everywhere", async () => {
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const hunter = await createHunter();
    const booking = await createBooking({ huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id });
    const r = await call(deleteHunt, { method: "DELETE", token, params: { id: String(hunt.id) } });
    expect(r.json).toEqual({ deleted: true, archived: true });
    const [row] = await db.select().from(hunts).where(eq(hunts.id, hunt.id));
    expect(row).toMatchObject({ isActive: false });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const [b] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b!.huntId).toBe(hunt.id);
    const list = await call<Hunt[]>(ownHunts, { token });
    expect(list.json.map((h) => h.id)).not.toContain(hunt.id);
    // gone for every write too
    expect((await call(patchStatus, { method: "PATCH", token, params: { id: String(hunt.id) }, body: { isActive: true } })).status).toBe(
      404,
    );
    expect((await call(deleteHunt, { method: "DELETE", token, params: { id: String(hunt.id) } })).status).toBe(404);
  });

  it("refuses other outfitters, hunters and signed-out callers", async () => {
    const hunt = await createHunt({ outfitterId: outfitter.id });
    const id = String(hunt.id);
    expect((await call(deleteHunt, { method: "DELETE", token: otherToken, params: { id } })).status).toBe(403);
    expect((await call(deleteHunt, { method: "DELETE", token: pendingToken, params: { id } })).status).toBe(403);
    expect((await call(deleteHunt, { method: "DELETE", token: hunterToken, params: { id } })).status).toBe(403);
    expect((await call(deleteHunt, { method: "DELETE", params: { id } })).status).toBe(401);
    expect(await db.select().from(hunts).where(eq(hunts.id, hunt.id))).toHaveLength(1);
  });
});

describe("GET /api/outfitter/hunts", () => {
  it("lists only the caller's hunts with booking counts", async () => {
    const mine = await createHunt({ outfitterId: outfitter.id, title: "Mine" });
    const hunter = await createHunter();
    await createBooking({
      huntId: mine.id,
      outfitterId: outfitter.id,
      hunterId: hunter.id,
      status: "pending",
      paymentStatus: "authorized",
    });
    // A checkout abandoned before paying is not the outfitter's to see, nor to count.
    await createBooking({ huntId: mine.id, outfitterId: outfitter.id, hunterId: hunter.id, status: "pending", paymentStatus: "unpaid" });
    const r = await call<(Hunt & { bookingCounts: Record<string, number> })[]>(ownHunts, { token });
    expect(r.status).toBe(200);
    expect(r.json.every((h) => h.outfitterId === outfitter.id)).toBe(true);
    expect(r.json.find((h) => h.id === mine.id)!.bookingCounts).toEqual({ pending: 1 });
    expect((await call(ownHunts, { token: hunterToken })).status).toBe(403);
    expect((await call(ownHunts, {})).status).toBe(401);
    const pending = await call<Hunt[]>(ownHunts, { token: pendingToken });
    expect(pending.json).toEqual([]);
  });
});
