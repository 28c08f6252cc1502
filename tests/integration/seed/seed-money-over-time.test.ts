import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments, bookingPartyMembers, bookings, hunts, users } from "@/db/schema";
import { seedDemoData } from "@/seed/demo-data";
import { partyForBooking } from "@/lib/party/views";
import { agreementForBooking, signaturesForPdf } from "@/lib/agreements/service";
import { signedAgreementPdf } from "@/lib/agreements/pdf";
import { toPublicUser } from "@/lib/users/public-user";

describe("demo seed: party shares, the trip agreement and balance collection (issue 48)", () => {
  it("a party booking of three paid in shares and signed by each, and a booking whose balance Ridgeline collects", async () => {
    await seedDemoData({ now: new Date("2026-11-20T12:00:00Z") });
    const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
    const outfitter = await byEmail("outfitter@ridgeline.test");
    const hunter = await byEmail("hunter@ridgeline.test");

    const [member] = await db.select().from(bookingPartyMembers).where(eq(bookingPartyMembers.userId, hunter.id));
    expect(member).toBeTruthy();
    const party = await partyForBooking(toPublicUser(outfitter), member!.bookingId);
    expect(party).toMatchObject({ viewer: "outfitter", paidCount: 3, totalShares: 3, asksLicenceNumber: true });
    expect(party.members.every((m) => m.signed && m.paid && m.detailsComplete)).toBe(true);
    // Each hunter's own balance share: the lead's paid early, the demo hunter's scheduled, the third's declined once.
    expect(party.members.map((m) => m.balance?.state)).toEqual(["paid", "scheduled", "failed"]);
    const b = (await db.select().from(bookings).where(eq(bookings.id, member!.bookingId)))[0]!;
    const owed = party.members.reduce((a, m) => a + Math.round(Number(m.balance!.amount) * 100), 0);
    expect(owed).toBe(b.totalAmountCents - b.depositCents!);
    const agreement = await agreementForBooking(toPublicUser(hunter), member!.bookingId);
    expect(agreement.mine?.textSha256).toBe(agreement.current?.sha256);
    expect(agreement.signatures).toHaveLength(1);
    const pdf = await signedAgreementPdf(await signaturesForPdf(toPublicUser(outfitter), member!.bookingId));
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");

    const collected = await db
      .select({ state: bookingInstallments.state, kind: bookingInstallments.kind, days: hunts.balanceCollectionDays })
      .from(bookingInstallments)
      .innerJoin(bookings, eq(bookings.id, bookingInstallments.bookingId))
      .innerJoin(hunts, eq(hunts.id, bookings.huntId))
      .where(eq(bookings.hunterId, hunter.id));
    expect(collected).toEqual(
      expect.arrayContaining([
        { state: "paid", kind: "deposit", days: 60 },
        { state: "scheduled", kind: "balance", days: 60 },
      ]),
    );
  });
});
