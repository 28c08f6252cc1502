import { eq } from "drizzle-orm";
import {
  agreementSignatures,
  bookingInstallments,
  bookingPartyMembers,
  bookingSharePayments,
  huntAgreements,
  huntAgreementVersions,
  huntDepartures,
  testPayments,
} from "@/db/schema";
import { addDays, todayIso } from "@/lib/departures/dates";
import { agreementValuesOf } from "@/lib/agreements/schema";
import { saveTripAgreement } from "@/lib/agreements/versions";
import { splitParty } from "@/lib/party/split";
import { createBooking, createHunt } from "./factories";
import { createCollectedBooking, saveTestCard } from "./installment-factories";
import { daysAgo, fullName, type SeedContext } from "./context";
import { DEMO_OUTFITTER_EMAIL } from "./data/outfitters";
import { seasonOf, variantOf } from "./data/themes";
import { calendarOf, type PlannedDeparture } from "./data/departures";
import { DEMO_HUNTER_EMAIL } from "./data/people";

const AGREEMENT = [
  "Release of liability: big-game hunting in steep, remote country carries risks of injury and death; each hunter accepts them.",
  "Camp rules: no loaded firearm in camp or on horseback; no alcohol before or during the day's hunt; follow your guide's calls.",
  "Bring: a valid licence and hunter-education card, 200 yards of practice with your rifle, blaze orange, broken-in boots, rain gear.",
].join("\n\n");

/**
 * Issue 48's demo data, on the demo outfitter: a party hunt with a trip agreement, booked by three hunters who each paid their own
 * deposit share (the demo hunter one of them), each signed, and each has their own balance share (paid, scheduled, failed); and a hunt whose balance Ridgeline collects 60 days before the
 * start, its booking accepted with the balance scheduled on the saved test card.
 */
export async function seedMoneyOverTime(ctx: SeedContext) {
  const { tx, now } = ctx;
  const outfitter = ctx.outfitters.find((u) => u.email === DEMO_OUTFITTER_EMAIL)!;
  const demo = ctx.hunters.find((u) => u.email === DEMO_HUNTER_EMAIL)!;
  const [lead, third] = ctx.hunters.filter((u) => u.id !== demo.id);
  // Described and pictured like the outfitter's other hunts; the dates summarised as the catalogue's are.
  const base = ctx.huntsByOutfitter.get(outfitter.id)![0]!;
  const looks = (departures: PlannedDeparture[]) => ({
    description: base.description,
    images: base.images,
    species: base.species,
    dates: calendarOf(departures, now).dates,
    departures,
  });
  // Titled, placed and dated as a variant of that hunt's theme, in its season (the demo data's coherence test holds them to it).
  const variant = variantOf(base.title)!.variant.title;
  const months = seasonOf(base.title)!;
  const inSeason = (from: string) => {
    let d = from;
    while (!months.includes(Number(d.slice(5, 7)))) d = addDays(d, 1);
    return d;
  };
  const start = inSeason(addDays(todayIso(now), 180));
  const hunt = await createHunt(
    {
      outfitterId: outfitter.id,
      title: `${variant} for a party of four`,
      location: base.location,
      priceCents: 520000,
      depositPercent: 25,
      balanceCollectionDays: 60,
      groupSize: 4,
      ...looks([{ startDate: start, endDate: addDays(start, 5), spots: 4, spotsLeft: 1 }]),
    },
    tx,
  );
  await saveTripAgreement(tx, hunt.id, agreementValuesOf(AGREEMENT, true));
  const [version] = await tx
    .select({ id: huntAgreementVersions.id, sha256: huntAgreementVersions.sha256 })
    .from(huntAgreements)
    .innerJoin(huntAgreementVersions, eq(huntAgreementVersions.id, huntAgreements.currentVersionId))
    .where(eq(huntAgreements.huntId, hunt.id));
  const [dep] = await tx.select().from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id));
  const party = [lead!, demo, third!];
  const total = 520000 * party.length;
  const deposit = total / 4;
  const booking = await createBooking(
    {
      huntId: hunt.id,
      outfitterId: outfitter.id,
      hunterId: lead!.id,
      hunterName: fullName(lead!),
      departureId: dep!.id,
      partySize: party.length,
      totalAmountCents: total,
      depositPercent: 25,
      depositCents: deposit,
      status: "accepted",
      paymentStatus: "paid",
      paymentProvider: "test",
      paidAt: daysAgo(ctx, 4),
      holdsSpot: true,
      createdAt: daysAgo(ctx, 6),
    },
    tx,
  );
  const split = splitParty(total, deposit, party.length);
  const shares = split.map((x) => x.depositCents);
  const totals = split.map((x) => x.totalCents);
  const dueOn = addDays(start, -60);
  await tx.insert(bookingInstallments).values({
    bookingId: booking.id,
    kind: "deposit",
    amountCents: deposit,
    dueOn: todayIso(daysAgo(ctx, 6)),
    state: "paid",
    paidAt: daysAgo(ctx, 4),
    idempotencyKey: `booking-${booking.id}-deposit`,
  });
  for (const [i, u] of party.entries()) {
    const paidAt = daysAgo(ctx, 6 - i);
    const [m] = await tx
      .insert(bookingPartyMembers)
      .values({
        bookingId: booking.id,
        position: i,
        email: u.email,
        userId: u.id,
        status: "paid",
        shareCents: shares[i]!,
        shareTotalCents: totals[i]!,
        fullName: fullName(u),
        phone: u.phone,
        emergencyContactName: "Pat Rivers",
        emergencyContactPhone: "+14065550190",
        licenceNumber: `MT-HE-${40210 + i}`,
        paidBy: u.id,
        paidAt,
      })
      .returning();
    const intentId = `pi_test_demo_share_${booking.id}_${i}`;
    const key = `booking-${booking.id}-share-${m!.id}-payer-${u.id}`;
    await tx.insert(testPayments).values({
      id: intentId,
      idempotencyKey: key,
      clientSecret: `${intentId}_secret_demo`,
      amountCents: shares[i]!,
      status: "succeeded",
      metadata: { partyBookingId: String(booking.id), shareMemberId: String(m!.id), payerId: String(u.id) },
      cardLast4: "4242",
      amountCapturedCents: shares[i]!,
      transferDestination: `acct_test_demo${String(outfitter.id).padStart(6, "0")}`,
    });
    await tx.insert(bookingSharePayments).values({
      memberId: m!.id,
      bookingId: booking.id,
      payerId: u.id,
      amountCents: shares[i]!,
      idempotencyKey: key,
      provider: "test",
      paymentIntentId: intentId,
      transferDestination: `acct_test_demo${String(outfitter.id).padStart(6, "0")}`,
      status: "paid",
      paidAt,
    });
    // Each hunter's balance share, charged to their own saved card 60 days before the start: the lead paid theirs early, the demo
    // hunter's is scheduled, the third hunter's card declined once (retried in 24 h, their banner asks to update the card).
    const state = i === 0 ? "paid" : i === 1 ? "scheduled" : "failed";
    if (i > 0) await saveTestCard(tx, u.id, i === 1 ? "succeeds" : "declines_later");
    const failedAt = new Date(now.getTime() - 3_600_000);
    await tx.insert(bookingInstallments).values({
      bookingId: booking.id,
      memberId: m!.id,
      kind: "balance",
      amountCents: split[i]!.balanceCents,
      dueOn,
      state,
      attempts: state === "scheduled" ? 0 : 1,
      idempotencyKey: `booking-${booking.id}-balance-member-${m!.id}`,
      nextAttemptAt:
        state === "paid" ? null : state === "failed" ? new Date(failedAt.getTime() + 24 * 3_600_000) : new Date(`${dueOn}T15:00:00Z`),
      firstFailedAt: state === "failed" ? failedAt : null,
      lastError: state === "failed" ? "Your card was declined." : null,
      lastErrorCode: state === "failed" ? "card_declined" : null,
      paidAt: state === "paid" ? daysAgo(ctx, 1) : null,
    });
    await tx.insert(agreementSignatures).values({
      bookingId: booking.id,
      userId: u.id,
      versionId: version!.id,
      fullName: fullName(u),
      textSha256: version!.sha256,
      clientAddress: "203.0.113.10",
      signedAt: new Date(paidAt.getTime() - 5 * 60_000),
    });
  }
  // Collection on: the balance is charged 60 days before the start, on the card the deposit saved.
  const collectedStart = inSeason(addDays(todayIso(now), 120));
  await createCollectedBooking({
    outfitterId: outfitter.id,
    hunterId: demo.id,
    payoutAccount: false,
    dueOn: addDays(collectedStart, -60),
    now,
    db: tx,
    hunt: {
      title: `${variant} with the balance collected by Ridgeline`,
      location: base.location,
      ...looks([{ startDate: collectedStart, endDate: addDays(collectedStart, 5), spots: 4, spotsLeft: 3 }]),
    },
  });
}
