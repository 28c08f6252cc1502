import { addDays, todayIso } from "@/lib/departures/dates";
import { refreshOutcomeFigures } from "@/lib/outcomes/figures";
import { seasonOf } from "./data/themes";
import { bookings, huntDepartures, huntReviewOutcomes, huntReviews, outfitterStatedFigures } from "@/db/schema";
import { daysAgo, fullName, pick, type SeedContext } from "./context";
import { DEMO_HUNTER_EMAIL } from "./data/people";

/** Verified hunts for the demo outfitter's first hunt: last season's trip, five reviewers, their answers. */
const ANSWERS = [
  {
    tookAnimal: "yes",
    shotOpportunity: "yes",
    scores: [5, 5, 4, 5, 4],
    species: ["Elk"],
    text: "Called in a 6x6 on day two. Guides knew every drainage.",
  },
  {
    tookAnimal: "yes",
    shotOpportunity: "yes",
    scores: [5, 4, 5, 4, 4],
    species: ["Elk"],
    text: "Long days on horseback, a clean shot at 300 yards.",
  },
  {
    tookAnimal: "no",
    shotOpportunity: "yes",
    scores: [4, 5, 4, 5, 4],
    species: [],
    text: "I missed my chance, but the hunt was exactly as listed.",
  },
  {
    tookAnimal: "yes",
    shotOpportunity: "yes",
    scores: [5, 5, 5, 4, 5],
    species: ["Elk"],
    text: "Best-run camp I have hunted from. Food was excellent.",
  },
  {
    tookAnimal: "prefer_not",
    shotOpportunity: "no",
    scores: [3, 4, 4, 4, 3],
    species: [],
    text: "Hard weather week; the crew kept us going.",
  },
] as const;

export async function seedOutcomes(ctx: SeedContext) {
  const { tx } = ctx;
  const outfitter = pick(ctx.outfitterByKey, "bitterroot");
  const hunt = ctx.huntsByOutfitter.get(outfitter.id)!.find((h) => h.isActive)!;
  // The reviewed trip: the latest start in the hunt's season at least 70 days ago.
  const season = seasonOf(hunt.title);
  let start = addDays(todayIso(ctx.now), -70);
  while (season && !season.includes(Number(start.slice(5, 7)))) start = addDays(start, -1);
  const [departure] = await tx
    .insert(huntDepartures)
    .values({ huntId: hunt.id, startDate: start, endDate: addDays(start, 5), spots: 6, spotsLeft: 1 })
    .returning();
  const hannah = pick(ctx.hunterByEmail, DEMO_HUNTER_EMAIL);
  const reviewers = ctx.hunters.filter((h) => h.id !== hannah.id).slice(0, ANSWERS.length);
  for (const [i, a] of ANSWERS.entries()) {
    const h = reviewers[i]!;
    const [b] = await tx
      .insert(bookings)
      .values({
        huntId: hunt.id,
        outfitterId: outfitter.id,
        hunterId: h.id,
        departureId: departure!.id,
        hunterName: fullName(h),
        totalAmountCents: hunt.priceCents,
        termsAccepted: true,
        status: "completed",
        paymentStatus: "paid",
        createdAt: daysAgo(ctx, 120),
      })
      .returning();
    const [r] = await tx
      .insert(huntReviews)
      .values({
        huntId: hunt.id,
        outfitterId: outfitter.id,
        hunterId: h.id,
        bookingId: b!.id,
        hunterName: fullName(h),
        rating: a.scores[0] >= 4 ? 5 : 4,
        content: a.text,
        status: "approved",
        approvedAt: daysAgo(ctx, 55 - i),
        createdAt: daysAgo(ctx, 58 - i),
      })
      .returning();
    await tx.insert(huntReviewOutcomes).values({
      reviewId: r!.id,
      huntingScore: a.scores[0],
      guidesScore: a.scores[1],
      campScore: a.scores[2],
      accuracyScore: a.scores[3],
      valueScore: a.scores[4],
      tookAnimal: a.tookAnimal,
      shotOpportunity: a.shotOpportunity,
      speciesTaken: [...a.species],
      verified: true,
      season: Number(start.slice(0, 4)),
    });
  }
  await tx.insert(outfitterStatedFigures).values({ outfitterId: outfitter.id, harvestRatePct: 90 });
  await refreshOutcomeFigures(tx, hunt.id, outfitter.id, ctx.now);
}
