import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { bookingPartyMembers, bookings, contactMessages, emailOutbox, messages, notifications } from "@/db/schema";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { runRetention, yearsBefore } from "@/lib/privacy/retention";
import { createBooking, createHunt, createHunter, createMessage, createOutfitter } from "@/seed/factories";

const NOW = new Date("2030-06-15T12:00:00.000Z");
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

async function people() {
  const s = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const hunter = await createHunter({ email: `ret-h-${s}@example.test` });
  const outfitter = await createOutfitter({ email: `ret-o-${s}@example.test` });
  return { hunter, outfitter, hunt: await createHunt({ outfitterId: outfitter.id }) };
}

describe("retention: the privacy policy's 3 and 7 years", () => {
  it("deletes messages older than 3 years and keeps one exactly 3 years old", async () => {
    const { hunter, outfitter } = await people();
    const cutoff = yearsBefore(NOW, 3);
    const old = await createMessage({ senderId: hunter.id, receiverId: outfitter.id, createdAt: ms(cutoff, -1) });
    const edge = await createMessage({ senderId: hunter.id, receiverId: outfitter.id, createdAt: cutoff });
    const fresh = await createMessage({ senderId: hunter.id, receiverId: outfitter.id, createdAt: ms(cutoff, 1) });
    const r = await runRetention(NOW);
    expect(r.messages).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: messages.id })
      .from(messages)
      .where(inArray(messages.id, [old.id, edge.id, fresh.id]));
    expect(left.map((m) => m.id).sort()).toEqual([edge.id, fresh.id].sort());
  });

  it("deletes notifications older than 3 years and keeps one exactly 3 years old", async () => {
    const { hunter } = await people();
    const cutoff = yearsBefore(NOW, 3);
    const rows = await db
      .insert(notifications)
      .values([-1, 0, 1].map((d) => ({ userId: hunter.id, title: `t${d}`, message: "m", createdAt: ms(cutoff, d) })))
      .returning();
    await runRetention(NOW);
    const left = await db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, hunter.id));
    expect(left.map((n) => n.title).sort()).toEqual(["t0", "t1"]);
    expect(rows).toHaveLength(3);
  });

  it("deletes the outbox's e-mails and contact-form messages older than 3 years and keeps those exactly 3 years old", async () => {
    const cutoff = yearsBefore(NOW, 3);
    const tag = `ret-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await db.insert(emailOutbox).values(
      [-1, 0, 1].map((d) => ({
        toEmail: `${tag}@example.test`,
        subject: `s${d}`,
        template: "t",
        html: "h",
        text: "t",
        provider: "outbox",
        createdAt: ms(cutoff, d),
      })),
    );
    await db
      .insert(contactMessages)
      .values([-1, 0, 1].map((d) => ({ name: tag, email: "c@example.test", subject: `s${d}`, message: "m", createdAt: ms(cutoff, d) })));
    await runRetention(NOW);
    const mails = await db
      .select({ s: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toEmail, `${tag}@example.test`));
    expect(mails.map((m) => m.s).sort()).toEqual(["s0", "s1"]);
    const contacts = await db.select({ s: contactMessages.subject }).from(contactMessages).where(eq(contactMessages.name, tag));
    expect(contacts.map((m) => m.s).sort()).toEqual(["s0", "s1"]);
  });

  it("strips bookings older than 7 years to what accounting needs, once, and leaves one exactly 7 years old", async () => {
    const { hunter, outfitter, hunt } = await people();
    const cutoff = yearsBefore(NOW, 7);
    const base = {
      huntId: hunt.id,
      outfitterId: outfitter.id,
      hunterId: hunter.id,
      hunterName: "Ada Lovelace",
      hunterPhone: "+14065550100",
    };
    const old = await createBooking({ ...base, createdAt: ms(cutoff, -1), paymentStatus: "paid", emergencyContactName: "Bea" });
    const edge = await createBooking({ ...base, createdAt: cutoff });
    await db.insert(bookingPartyMembers).values({
      bookingId: old.id,
      position: 0,
      email: hunter.email,
      userId: hunter.id,
      status: "paid",
      shareCents: 100,
      shareTotalCents: 100,
      fullName: "Ada Lovelace",
      licenceNumber: "MT-1",
    });
    expect((await runRetention(NOW)).bookings).toBeGreaterThanOrEqual(1);
    const [o] = await db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(o).toMatchObject({ hunterName: "Anonymised", hunterPhone: null, emergencyContactName: null });
    expect(o).toMatchObject({ totalAmountCents: old.totalAmountCents, paymentStatus: "paid", hunterId: hunter.id });
    const [member] = await db.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.bookingId, old.id));
    expect(member).toMatchObject({ fullName: null, licenceNumber: null, shareCents: 100 });
    expect(member!.email).not.toBe(hunter.email);
    const [e] = await db.select().from(bookings).where(eq(bookings.id, edge.id));
    expect(e).toMatchObject({ hunterName: "Ada Lovelace", anonymisedAt: null });
    // A second run finds nothing left to strip among these.
    const stamp = o!.anonymisedAt;
    await runRetention(NOW);
    expect((await db.select().from(bookings).where(eq(bookings.id, old.id)))[0]!.anonymisedAt).toEqual(stamp);
  });

  it("runs as the scheduled privacy.retention job", async () => {
    expect(QUEUES.privacyRetention.cron).toBeTruthy();
    const { hunter, outfitter } = await people();
    const old = await createMessage({ senderId: hunter.id, receiverId: outfitter.id, createdAt: yearsBefore(new Date(), 4) });
    await runJobNow(QUEUES.privacyRetention.name);
    expect(await db.select().from(messages).where(eq(messages.id, old.id))).toEqual([]);
  });
});
