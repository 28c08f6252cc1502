import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as pausePOST } from "@/app/api/admin/outfitter/pause/route";
import { POST as unpausePOST } from "@/app/api/admin/outfitter/unpause/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { PATCH as bookingStatusPATCH } from "@/app/api/bookings/[id]/status/route";
import { POST as huntsPOST } from "@/app/api/hunts/route";
import { PATCH as huntStatusPATCH } from "@/app/api/hunts/[id]/status/route";
import { POST as messagesPOST } from "@/app/api/messages/route";
import { POST as notificationReadPOST } from "@/app/api/notifications/[id]/read/route";
import { GET as balanceGET } from "@/app/api/outfitter/balance/route";
import { GET as ownHuntsGET } from "@/app/api/outfitter/hunts/route";
import { POST as submitPOST } from "@/app/api/questionnaire/submit/route";
import { db } from "@/db";
import { hunts, notifications } from "@/db/schema";
import { createBooking, createHunt, createMessage } from "@/seed/factories";
import { PAUSED_MESSAGE } from "@/lib/auth/current-user";
import { MESSAGING_REFUSALS } from "@/lib/messages/rules";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";

/**
 * Spec 001 §4: "Approved but inactive: Paused". A paused outfitter keeps its sign-in to see why
 * and settle up (pay, report, message an admin) but cannot list hunts or answer hunters.
 */
async function pausedWorld() {
  const f = await roleFixtures();
  const hunt = await createHunt({ outfitterId: f.outfitter.id });
  const booking = await createBooking({ huntId: hunt.id, outfitterId: f.outfitter.id, hunterId: f.hunter.id, status: "pending" });
  await createMessage({ senderId: f.hunter.id, receiverId: f.outfitter.id });
  const paused = await call(pausePOST, { token: f.adminToken, body: { outfitterId: f.outfitter.id } });
  expect(paused.status).toBe(200);
  return { ...f, hunt, booking };
}

const newHunt = {
  title: "Spring Bear Hunt",
  description: "Five days on the coast.",
  species: ["black bear"],
  location: "Alaska, USA",
  price: 4000,
  duration: 5,
  groupSize: 2,
  dates: "May 2027",
  availability: 2,
};

describe("a paused outfitter", () => {
  it("is still signed in and reads its own dashboard data", async () => {
    const { outfitter, outfitterToken: token } = await pausedWorld();
    expect((await call(meGET, { token })).json).toMatchObject({ id: outfitter.id, isApproved: true, isActive: false });
    const own = await call<unknown[]>(ownHuntsGET, { token });
    expect(own.status).toBe(200);
    expect((await call(balanceGET, { token })).status).toBe(200);
  });

  it("cannot create, pause or activate hunts, or answer bookings: 403 with the paused message, nothing changes", async () => {
    const { outfitterToken: token, hunt, booking } = await pausedWorld();
    const created = await call(huntsPOST, { method: "POST", token, body: newHunt });
    expect(created.status).toBe(403);
    expect(created.json).toEqual({ message: PAUSED_MESSAGE });
    const status = await call(huntStatusPATCH, { method: "PATCH", token, params: { id: String(hunt.id) }, body: { isActive: false } });
    expect(status.status).toBe(403);
    expect(status.json).toEqual({ message: PAUSED_MESSAGE });
    const answer = await call(bookingStatusPATCH, {
      method: "PATCH",
      token,
      params: { id: String(booking.id) },
      body: { status: "accepted" },
    });
    expect(answer.status).toBe(403);
    expect((await db.select().from(hunts).where(eq(hunts.outfitterId, hunt.outfitterId))).map((h) => h.isActive)).toEqual([true]);
  });

  it("may message an admin but not a hunter, even one who wrote first; the admin can write back", async () => {
    const { admin, adminToken, hunter, hunterToken, outfitter, outfitterToken: token } = await pausedWorld();
    const toAdmin = await call(messagesPOST, {
      method: "POST",
      token,
      body: { receiverId: admin.id, content: "I have paid my commission." },
    });
    expect(toAdmin.status).toBe(201);
    const toHunter = await call(messagesPOST, { method: "POST", token, body: { receiverId: hunter.id, content: "Hello again" } });
    expect(toHunter.status).toBe(403);
    expect(toHunter.json).toEqual({ message: MESSAGING_REFUSALS.pausedSender.message });
    const reply = await call(messagesPOST, {
      method: "POST",
      token: adminToken,
      body: { receiverId: outfitter.id, content: "Thanks, reactivating now." },
    });
    expect(reply.status).toBe(201);
    // Hunters cannot reach a paused outfitter: its hunts are hidden from them.
    const fromHunter = await call(messagesPOST, {
      method: "POST",
      token: hunterToken,
      body: { receiverId: outfitter.id, content: "Still there?" },
    });
    expect(fromHunter.status).toBe(403);
    expect(fromHunter.json).toEqual({ message: MESSAGING_REFUSALS.inactive.message });
  });

  it("may file its monthly report and mark its notifications read", async () => {
    const { outfitter, outfitterToken: token } = await pausedWorld();
    const report = await call(submitPOST, { method: "POST", token, body: { hasClientBooking: "no" } });
    expect(report.status).toBe(201);
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, outfitter.id));
    expect(note?.title).toBe("Account Paused");
    expect((await call(notificationReadPOST, { method: "POST", token, params: { id: String(note!.id) } })).status).toBe(200);
  });

  it("lists hunts again once the admin unpauses it", async () => {
    const { adminToken, outfitter, outfitterToken: token } = await pausedWorld();
    expect((await call(unpausePOST, { token: adminToken, body: { outfitterId: outfitter.id } })).status).toBe(200);
    expect((await call(huntsPOST, { method: "POST", token, body: newHunt })).status).toBe(201);
  });
});
