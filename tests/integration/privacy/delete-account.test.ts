import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, favorites, huntDepartures, notifications, users } from "@/db/schema";
import { issueApiToken, userForApiToken } from "@/lib/auth/api-tokens";
import { addDays, todayIso } from "@/lib/departures/dates";
import { HUNTER_HAS_FUTURE_BOOKINGS, OUTFITTER_HAS_FUTURE_BOOKINGS, WRONG_PASSWORD } from "@/lib/privacy/delete-account";
import { getConversation, listConversations } from "@/lib/messages/service";
import { toPublicUser } from "@/lib/users/public-user";
import { createBooking, createHunt, createHunter, createMessage, createOutfitter } from "@/seed/factories";
import { DELETE as deleteAccount } from "@/app/api/account/route";
import { call } from "../../support/http";

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function pastTrip() {
  const hunter = await createHunter({ email: `del-hunter-${stamp()}@example.test`, password: "password123", phone: "+14065550100" });
  const outfitter = await createOutfitter({ email: `del-outfitter-${stamp()}@example.test`, password: "password123" });
  const start = addDays(todayIso(), -40);
  const hunt = await createHunt({ outfitterId: outfitter.id, departures: [{ startDate: start, endDate: addDays(start, 5) }] });
  const [dep] = await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id));
  const booking = await createBooking({
    huntId: hunt.id,
    outfitterId: outfitter.id,
    hunterId: hunter.id,
    departureId: dep!.id,
    status: "completed",
    paymentStatus: "paid",
    hunterPhone: "+14065550100",
    emergencyContactName: "Bea",
    specialRequirements: "Gluten-free",
  });
  return { hunter, outfitter, hunt, booking, departure: dep! };
}

/** A booking of a departure `days` ahead. */
async function bookingAhead(outfitterId: number, hunterId: number, days: number, status: "pending" | "accepted") {
  const start = addDays(todayIso(), days);
  const hunt = await createHunt({ outfitterId, departures: [{ startDate: start, endDate: addDays(start, 3) }] });
  const [dep] = await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id));
  return createBooking({ huntId: hunt.id, outfitterId, hunterId, departureId: dep!.id, status });
}

describe("Delete my account", () => {
  it("anonymises the hunter, keeps the booking for accounting and the messages for the partner, and ends every session", async () => {
    const { hunter, outfitter, booking } = await pastTrip();
    await createMessage({ senderId: hunter.id, receiverId: outfitter.id, content: "Thanks for the hunt" });
    await db.insert(favorites).values({ hunterId: hunter.id, outfitterId: outfitter.id });
    await db.insert(notifications).values({ userId: hunter.id, title: "Hi", message: "There" });
    const session = await issueApiToken(hunter.id);
    const other = await issueApiToken(hunter.id);

    const wrong = await call(deleteAccount, { method: "DELETE", token: session, body: { password: "nope" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ message: WRONG_PASSWORD });

    const res = await call(deleteAccount, { method: "DELETE", token: session, body: { password: "password123" } });
    expect(res.status).toBe(200);
    expect(await userForApiToken(session)).toBeNull();
    expect(await userForApiToken(other)).toBeNull();

    const [u] = await db.select().from(users).where(eq(users.id, hunter.id));
    expect(u).toMatchObject({ firstName: "Deleted", lastName: "user", phone: null, isActive: false });
    expect(u!.email).not.toBe(hunter.email);
    expect(u!.deletedAt).not.toBeNull();

    const [b] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b).toMatchObject({ hunterName: "Deleted user", hunterPhone: null, emergencyContactName: null, specialRequirements: null });
    expect(b).toMatchObject({ totalAmountCents: booking.totalAmountCents, paymentStatus: "paid", status: "completed" });
    expect(b!.anonymisedAt).not.toBeNull();
    expect(await db.select().from(favorites).where(eq(favorites.hunterId, hunter.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, hunter.id))).toEqual([]);

    // The outfitter still reads the conversation, from "Deleted user".
    const outfitterUser = (await db.select().from(users).where(eq(users.id, outfitter.id)))[0]!;
    const conversation = JSON.stringify(await getConversation(toPublicUser(outfitterUser), hunter.id));
    expect(conversation).toContain("Thanks for the hunt");
    const [thread] = await listConversations(toPublicUser(outfitterUser));
    expect(`${thread!.partner.firstName} ${thread!.partner.lastName}`).toBe("Deleted user");
    expect(JSON.stringify(thread) + conversation).not.toContain(hunter.email);
  });

  it("refuses an outfitter with an accepted booking still ahead, naming the reason, and changes nothing", async () => {
    const { outfitter, hunter } = await pastTrip();
    await bookingAhead(outfitter.id, hunter.id, 30, "accepted");
    const token = await issueApiToken(outfitter.id);
    const res = await call(deleteAccount, { method: "DELETE", token, body: { password: "password123" } });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: OUTFITTER_HAS_FUTURE_BOOKINGS });
    expect(await userForApiToken(token)).not.toBeNull();
    const [u] = await db.select().from(users).where(eq(users.id, outfitter.id));
    expect(u!.deletedAt).toBeNull();
  });

  it("refuses a hunter with a trip still ahead, since the outfitter needs the contact details for it", async () => {
    const { outfitter, hunter } = await pastTrip();
    await bookingAhead(outfitter.id, hunter.id, 10, "pending");
    const res = await call(deleteAccount, { method: "DELETE", token: await issueApiToken(hunter.id), body: { password: "password123" } });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: HUNTER_HAS_FUTURE_BOOKINGS });
  });

  it("lets an outfitter whose trips are all over delete the account", async () => {
    const { outfitter } = await pastTrip();
    const res = await call(deleteAccount, {
      method: "DELETE",
      token: await issueApiToken(outfitter.id),
      body: { password: "password123" },
    });
    expect(res.status).toBe(200);
  });
});
