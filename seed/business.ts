import { accrueCommission } from "@/lib/money/commission/ledger";
import { commissionCents } from "@/lib/format/money";
import { createBooking } from "./factories";
import { bookingClaims, bookingInquiries, bookingMismatches, notifications, questionnaireResponses } from "@/db/schema";
import { daysAgo, fullName, pick, type HuntRow, type SeedContext, type UserRow } from "./context";
import { DEMO_HUNTER_EMAIL } from "./data/people";
import { OUTFITTERS } from "./data/outfitters";
import { accountId, NO_PAYOUTS_OUTFITTER_KEY } from "./payouts";

type Status = "pending" | "accepted" | "denied" | "cancelled" | "completed";
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Bookings, claims, inquiries, monthly reports, commissions and notifications. */
export async function seedBusiness(ctx: SeedContext): Promise<{ completedBooking: { id: number; huntId: number | null } }> {
  const { tx } = ctx;
  const hannah = pick(ctx.hunterByEmail, DEMO_HUNTER_EMAIL);
  const hunter = (email: string) => pick(ctx.hunterByEmail, email);
  const out = (key: string) => pick(ctx.outfitterByKey, key);
  const huntsOf = (key: string) => ctx.huntsByOutfitter.get(out(key).id)!.filter((h) => h.isActive);
  const bitterroot = out("bitterroot");
  const demoHunts = huntsOf("bitterroot");

  const withAccounts = new Set(
    OUTFITTERS.filter((o) => o.status !== "pending" && o.key !== NO_PAYOUTS_OUTFITTER_KEY).map((o) => out(o.key).id),
  );
  const payoutAccountOf = (outfitterId: number) => (withAccounts.has(outfitterId) ? accountId(outfitterId) : undefined);

  const book = async (h: UserRow, hunt: HuntRow, status: Status, days: number, extra: { special?: string; source?: "claim" } = {}) => {
    const paid = status !== "denied" && status !== "pending";
    const booking = await createBooking(
      {
        huntId: hunt.id,
        outfitterId: hunt.outfitterId,
        hunterId: h.id,
        hunterName: fullName(h),
        hunterPhone: h.phone,
        emergencyContactName: "Chris " + h.lastName,
        emergencyContactPhone: "+14065550199",
        specialRequirements: extra.special ?? null,
        termsAccepted: true,
        totalAmountCents: hunt.priceCents,
        serviceFeeCents: 0,
        status,
        paymentStatus: paid ? "paid" : "unpaid",
        paymentProvider: paid ? "stripe" : null,
        paidAt: paid ? daysAgo(ctx, days - 1) : null,
        // A card payment is a destination charge to the outfitter's payout account (seed/payouts.ts): its Payouts page lists it.
        transferDestination: paid && extra.source !== "claim" ? (payoutAccountOf(hunt.outfitterId) ?? null) : null,
        source: extra.source ?? "direct",
        holdsSpot: status === "pending" || status === "accepted",
        createdAt: daysAgo(ctx, days, 16),
      },
      tx,
    );
    if ((status === "accepted" || status === "completed") && extra.source !== "claim") {
      await accrueCommission(tx, { outfitterId: hunt.outfitterId, bookingId: booking.id, baseAmountCents: booking.totalAmountCents });
    }
    return booking;
  };

  // The demo hunter's own bookings, one in each status.
  await book(hannah, demoHunts[0]!, "accepted", 12, { special: "My husband joins as a non-hunting guest." });
  await book(hannah, demoHunts[2]!, "pending", 2);
  const limpopoBooking = await book(hannah, huntsOf("limpopo")[0]!, "completed", 160);
  await book(hannah, huntsOf("kodiak")[0]!, "denied", 45);
  await book(hannah, huntsOf("glen-affric")[0]!, "cancelled", 70);
  // Other hunters with the demo outfitter.
  await book(hunter("tyler.brooks@example.com"), demoHunts[4] ?? demoHunts[0]!, "pending", 1, {
    special: "First elk hunt; left-handed bow.",
  });
  await book(hunter("rachel.nguyen@example.com"), demoHunts[1]!, "pending", 3);
  await book(hunter("ben.sorensen@example.com"), demoHunts[3]!, "accepted", 21);
  await book(hunter("owen.fraser@example.com"), demoHunts[1]!, "completed", 120);
  // A spread across other outfitters for the admin's revenue view.
  const others: [string, string, Status, number][] = [
    ["jake.morrison@example.com", "limpopo", "accepted", 30],
    ["sofia.lindqvist@example.com", "glen-affric", "completed", 90],
    ["luis.ortega@example.com", "zambezi", "accepted", 26],
    ["grace.halloran@example.com", "tidewater", "completed", 75],
    ["emily.carter@example.com", "southern-alps", "pending", 5],
    ["dale.whitfield@example.com", "brooks", "accepted", 40],
    ["marcus.bell@example.com", "hill-country", "denied", 33],
    ["rachel.nguyen@example.com", "bayerwald", "accepted", 15],
  ];
  for (const [email, key, status, days] of others) await book(hunter(email), ctx.rng.pick(huntsOf(key)), status, days);

  // Claims: one pending for the demo outfitter, one accepted earlier (booking + commission from the claim).
  const claimHunt = demoHunts[1]!;
  await tx.insert(bookingClaims).values({
    hunterId: hunter("marcus.bell@example.com").id,
    outfitterId: bitterroot.id,
    huntId: claimHunt.id,
    huntPriceCents: claimHunt.priceCents,
    huntDescription: `${claimHunt.title}, ${claimHunt.durationDays} days (${claimHunt.dates})`,
    bookingDate: isoDate(daysAgo(ctx, 35)),
    notes: "Booked by phone last month and paid the deposit by check.",
    createdAt: daysAgo(ctx, 8, 15),
  });
  const dale = hunter("dale.whitfield@example.com");
  const claimed = await book(dale, demoHunts[0]!, "accepted", 40, { source: "claim" });
  const [claim] = await tx
    .insert(bookingClaims)
    .values({
      hunterId: dale.id,
      outfitterId: bitterroot.id,
      huntId: demoHunts[0]!.id,
      huntPriceCents: demoHunts[0]!.priceCents,
      huntDescription: `${demoHunts[0]!.title} booked at the Reno hunting expo`,
      bookingDate: isoDate(daysAgo(ctx, 48)),
      status: "accepted",
      bookingId: claimed.id,
      respondedAt: daysAgo(ctx, 40),
      createdAt: daysAgo(ctx, 42),
    })
    .returning();
  await accrueCommission(tx, { outfitterId: bitterroot.id, claimId: claim!.id, baseAmountCents: claim!.huntPriceCents });

  // Follow-up inquiries, and a booking the hunter confirmed but the outfitter never reported.
  const inquiry = (h: UserRow, o: UserRow, hunt: HuntRow | null, v: Partial<typeof bookingInquiries.$inferInsert>) => ({
    hunterId: h.id,
    outfitterId: o.id,
    huntId: hunt?.id ?? null,
    huntPriceCents: hunt?.priceCents ?? null,
    ...v,
  });
  const jake = hunter("jake.morrison@example.com");
  const inquiries = await tx
    .insert(bookingInquiries)
    .values([
      inquiry(hannah, bitterroot, demoHunts[0]!, {
        bookingStatus: "yes",
        huntType: "elk",
        timeframe: "6-months",
        budget: "5k-10k",
        lastAsked: daysAgo(ctx, 12),
        createdAt: daysAgo(ctx, 20),
      }),
      inquiry(hannah, out("kodiak"), null, {
        bookingStatus: "maybe",
        huntType: "bear",
        timeframe: "next-year",
        budget: "20k-plus",
        notes: "Talking it over with family.",
        lastAsked: daysAgo(ctx, 22),
        nextFollowUp: daysAgo(ctx, 1),
        createdAt: daysAgo(ctx, 16),
      }),
      inquiry(hunter("tyler.brooks@example.com"), bitterroot, null, {
        bookingStatus: "initial",
        huntType: "elk",
        timeframe: "6-months",
        budget: "5k-10k",
        createdAt: daysAgo(ctx, 6),
      }),
      inquiry(hunter("emily.carter@example.com"), bitterroot, null, {
        bookingStatus: "initial",
        huntType: "deer",
        timeframe: "next-year",
        budget: "under-5k",
        createdAt: daysAgo(ctx, 4),
      }),
      inquiry(jake, out("limpopo"), huntsOf("limpopo")[1]!, {
        bookingStatus: "yes",
        huntType: "exotic",
        timeframe: "2-3-months",
        budget: "10k-20k",
        lastAsked: daysAgo(ctx, 9),
        createdAt: daysAgo(ctx, 14),
      }),
      inquiry(hunter("sofia.lindqvist@example.com"), out("glen-affric"), null, {
        bookingStatus: "no",
        huntType: "deer",
        timeframe: "flexible",
        budget: "flexible",
        lastAsked: daysAgo(ctx, 3),
        createdAt: daysAgo(ctx, 10),
      }),
    ])
    .returning();
  const unreported = inquiries.find((i) => i.hunterId === jake.id)!;
  await tx.insert(bookingMismatches).values({
    inquiryId: unreported.id,
    hunterId: jake.id,
    outfitterId: unreported.outfitterId,
    huntPriceCents: unreported.huntPriceCents,
    createdAt: daysAgo(ctx, 9),
  });

  await seedReports(ctx, demoHunts[0]!);
  await seedNotifications(ctx, hannah);
  return { completedBooking: limpopoBooking };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The monthly reports filed last month: each is for the month before it (a report is asked for the
 * month that ended, lib/reports/period.ts), so the month that just ended is still to be filed and
 * the demo outfitter sees the banner. The demo outfitter's booking plus a mix for others.
 */
async function seedReports(ctx: SeedContext, demoHunt: HuntRow) {
  const { tx, now } = ctx;
  const reported = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const month = reported.getUTCMonth() + 1;
  const year = reported.getUTCFullYear();
  const submittedAt = new Date(Date.UTC(year, month, 6, 17));
  const dueAt = new Date(Date.UTC(year, month, 15));
  const plan: [string, "yes" | "no" | "pending" | "yes-partial-deposit", number][] = [
    ["bitterroot", "yes", 2],
    ["kodiak", "no", 1],
    ["limpopo", "yes-partial-deposit", 1],
    ["glen-affric", "no", 1],
    ["hill-country", "pending", 1],
    ["southern-alps", "yes", 1],
    ["tidewater", "no", 1],
    ["bayerwald", "no", 1],
  ];
  for (const [key, answer, people] of plan) {
    const outfitter = pick(ctx.outfitterByKey, key);
    const hunt = key === "bitterroot" ? demoHunt : ctx.huntsByOutfitter.get(outfitter.id)![0]!;
    const booked = answer === "yes" || answer === "yes-partial-deposit";
    const deposit = answer === "yes-partial-deposit" ? 50 : 100;
    const commission = booked ? commissionCents(hunt.priceCents, people, deposit) : 0;
    const [row] = await tx
      .insert(questionnaireResponses)
      .values({
        outfitterId: outfitter.id,
        month,
        year,
        hasClientBooking: answer,
        bookingStatus: answer === "no" ? "no" : answer === "pending" ? "pending" : "yes",
        huntId: booked || answer === "pending" ? hunt.id : null,
        numberOfPeople: people,
        commissionAmountCents: commission,
        paymentMethod: booked ? (key === "bitterroot" ? "check" : "card") : null,
        depositPercentage: booked ? deposit : null,
        bookingDates: booked ? hunt.dates : null,
        clientName: key === "bitterroot" ? "Walt & Lynn Harper" : booked ? "Private client" : null,
        paymentStatus: "pending",
        dueAt,
        submittedAt: new Date(submittedAt.getTime() + people * 3_600_000 + key.length * 86_400_000),
      })
      .returning();
    if (commission > 0) {
      await accrueCommission(tx, {
        outfitterId: outfitter.id,
        questionnaireId: row!.id,
        baseAmountCents: hunt.priceCents * people,
        amountCents: commission,
      });
    }
  }
}

async function seedNotifications(ctx: SeedContext, hannah: UserRow) {
  const bitterroot = pick(ctx.outfitterByKey, "bitterroot");
  // The report filed last month was for the month before it (seedReports).
  const lastMonth = MONTHS[(ctx.now.getUTCMonth() + 10) % 12];
  await ctx.tx.insert(notifications).values([
    {
      userId: bitterroot.id,
      type: "other",
      title: "Welcome to Ridgeline",
      message: "Your outfitter account has been approved. You can now create hunts and receive bookings.",
      isRead: true,
      createdAt: daysAgo(ctx, 25, 16),
    },
    {
      userId: bitterroot.id,
      type: "warning",
      title: "Monthly report reminder",
      message: `Thanks for filing your ${lastMonth} booking report. The next report is due within two weeks of the 1st.`,
      isRead: true,
      createdAt: daysAgo(ctx, 10, 9),
    },
    {
      userId: bitterroot.id,
      type: "other",
      title: "New booking claim",
      message: "Marcus Bell says he booked a hunt with you. Review the claim on your dashboard.",
      isRead: true,
      createdAt: daysAgo(ctx, 8, 15),
    },
    {
      userId: bitterroot.id,
      type: "payment_reminder",
      title: "Commission payment due",
      message: "You have an outstanding platform commission. Pay by card or check from your dashboard.",
      isRead: false,
      createdAt: daysAgo(ctx, 2, 14),
    },
    {
      userId: bitterroot.id,
      type: "other",
      title: "New booking request",
      message: "Tyler Brooks requested a booking. Accept or deny it under Pending Bookings.",
      isRead: false,
      createdAt: daysAgo(ctx, 1, 16),
    },
    {
      userId: hannah.id,
      type: "other",
      title: "Booking accepted",
      message: "Bitterroot accepted your booking. Check your messages for trip details.",
      isRead: true,
      createdAt: daysAgo(ctx, 11, 14),
    },
    {
      userId: hannah.id,
      type: "other",
      title: "How was your safari?",
      message: "Share a review of your Limpopo hunt to help other hunters.",
      isRead: false,
      createdAt: daysAgo(ctx, 6, 10),
    },
  ]);
}
