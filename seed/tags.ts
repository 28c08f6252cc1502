import { and, eq, inArray, sql } from "drizzle-orm";
import { bookingDrawTerms, bookings, bookingTagResults, huntPricing, huntTags, tagCredits } from "@/db/schema";
import { accrueCommission } from "@/lib/money/commission/ledger";
import { createBooking } from "./factories";
import { daysAgo, fullName, pick } from "./context";
import { DEMO_HUNTER_EMAIL } from "./data/people";
import { addDays, todayIso } from "@/lib/departures/dates";
import type { DrawOutcome, HuntTagValues, TagType } from "@/lib/tags/schema";
import type { HuntRow, SeedContext } from "./context";

/**
 * Demo draw windows (labelled as demo data: real agencies publish their own) relative to the seed's
 * day, so some are open, some close soon and every result is still to come.
 */
const DEMO_DRAWS: { region: string; match: RegExp; opens: number; closes: number; results: number; unit: string }[] = [
  // Montana's results are out: its bookings show reported, confirmed and missing results.
  { region: "Montana", match: /montana/i, opens: -100, closes: -45, results: -10, unit: "HD 250 (demo)" },
  { region: "Wyoming", match: /wyoming/i, opens: -40, closes: 10, results: 60, unit: "Area 7 (demo)" },
  { region: "Alaska", match: /kodiak/i, opens: -120, closes: -60, results: -20, unit: "DB 130 (demo)" },
  { region: "Alaska", match: /alaska/i, opens: -10, closes: 40, results: 80, unit: "DS 201 (demo)" },
  { region: "South Dakota", match: /south dakota/i, opens: -3, closes: 35, results: 75, unit: "Unit 4 (demo)" },
  { region: "British Columbia", match: /british columbia/i, opens: 5, closes: 50, results: 95, unit: "LEH 7-52 (demo)" },
  { region: "Saskatchewan", match: /saskatchewan/i, opens: 15, closes: 45, results: 100, unit: "WMZ 47 (demo)" },
];
const DRAW_SPECIES = /elk|mule deer|sheep|moose|pronghorn|antelope|mountain goat|bison|brown bear/i;
const NO_TAG_SPECIES = /pheasant|duck|goose|quail|mallard|dove|grouse|partridge|hog|pig|waterfowl/i;
const OUTCOMES: DrawOutcome[] = ["refund", "rollover", "credit", "switch"];

const base = (tagType: TagType): HuntTagValues => ({
  tagType,
  region: null,
  unitCode: null,
  applicationOpensOn: null,
  applicationClosesOn: null,
  resultsOn: null,
  whoMayApply: null,
  pointsNote: null,
  oddsText: null,
  oddsSourceUrl: null,
  outfitterApplies: false,
  applicationFeeCents: null,
  failedDrawOutcome: null,
  alternativeHuntId: null,
});

function tagTypeOf(h: HuntRow): TagType {
  const species = h.species.join(" ");
  const northAmerica = /usa|canada/i.test(h.location);
  if (northAmerica && DEMO_DRAWS.some((d) => d.match.test(h.location)) && DRAW_SPECIES.test(species)) return "draw";
  if (NO_TAG_SPECIES.test(species)) return "none";
  // Non-resident whitetail tags there are allocated to licensed outfitters.
  if (/saskatchewan/i.test(h.location) && /white-tailed/i.test(species)) return "allocated";
  return northAmerica ? "otc" : "included";
}

/** Tag facts for every demo hunt, and the failed-draw terms of the bookings of draw hunts. */
export async function seedTags(ctx: SeedContext) {
  const today = todayIso(ctx.now);
  const types = new Map(ctx.hunts.map((h) => [h.id, tagTypeOf(h)]));
  let n = 0;
  const rows = ctx.hunts.map((h) => {
    const type = types.get(h.id)!;
    if (type !== "draw") return { huntId: h.id, ...base(type) };
    const d = DEMO_DRAWS.find((x) => x.match.test(h.location))!;
    const sure = ctx.huntsByOutfitter.get(h.outfitterId)!.find((o) => o.id !== h.id && types.get(o.id) !== "draw");
    let outcome = OUTCOMES[n++ % OUTCOMES.length]!;
    if (outcome === "switch" && !sure) outcome = "refund";
    return {
      huntId: h.id,
      ...base("draw"),
      region: d.region,
      unitCode: d.unit,
      applicationOpensOn: addDays(today, d.opens),
      applicationClosesOn: addDays(today, d.closes),
      resultsOn: addDays(today, d.results),
      whoMayApply: "Demo data: residents and non-residents apply; about 10% of tags go to non-residents.",
      pointsNote: "Demo data: 2–4 preference points have drawn in recent years.",
      oddsText: n % 2 ? "About 1 in 5 for non-residents (demo)" : null,
      oddsSourceUrl: n % 2 ? "https://example.org/demo-draw-statistics" : null,
      outfitterApplies: n % 3 !== 0,
      applicationFeeCents: n % 3 !== 0 ? 7500 : null,
      failedDrawOutcome: outcome,
      alternativeHuntId: outcome === "switch" ? sure!.id : null,
    };
  });
  await ctx.tx.insert(huntTags).values(rows);
  // "from $X all-in" carries the fee of a draw the outfitter applies for until its results are out
  // (lib/hunts/fees.ts does it on save; the tags.draw-fee-expiry job takes it out after).
  for (const r of rows)
    if (r.tagType === "draw" && r.outfitterApplies && r.applicationFeeCents && r.resultsOn && r.resultsOn >= today)
      await ctx.tx
        .update(huntPricing)
        .set({
          allInFromCents: sql`${huntPricing.allInFromCents} + ${r.applicationFeeCents}`,
          applicationFeeCents: r.applicationFeeCents,
        })
        .where(eq(huntPricing.huntId, r.huntId));

  const drawRows = rows.filter((r) => r.tagType === "draw");
  if (drawRows.length === 0) return;
  const open = await ctx.tx
    .select({ id: bookings.id, huntId: bookings.huntId })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.huntId,
          drawRows.map((r) => r.huntId),
        ),
        inArray(bookings.status, ["pending", "accepted"]),
        eq(bookings.source, "direct"),
      ),
    );
  const byHunt = new Map(drawRows.map((r) => [r.huntId, r]));
  const terms = (bookingId: number, huntId: number) => {
    const t = byHunt.get(huntId)!;
    return { bookingId, outcome: t.failedDrawOutcome!, alternativeHuntId: t.alternativeHuntId, resultsOn: t.resultsOn! };
  };
  if (open.length) {
    await ctx.tx.insert(bookingDrawTerms).values(open.map((b) => terms(b.id, b.huntId!)));
    await ctx.tx.insert(bookingTagResults).values(open.map((b) => ({ bookingId: b.id, hunterIndex: 1 })));
  }
  await seedDemoHunterResults(
    ctx,
    drawRows.map((r) => r.huntId),
    terms,
  );
  await seedDemoDrawRequest(
    ctx,
    drawRows.map((r) => r.huntId),
    terms,
  );
}

/**
 * A request for a draw hunt still waiting for the outfitter's answer (the card
 * held, answer due in 3 days): two hunters, not yet applied for. Listed first on the outfitter's
 * Tag draws card with what to do.
 */
async function seedDemoDrawRequest(
  ctx: SeedContext,
  drawHuntIds: number[],
  terms: (bookingId: number, huntId: number) => typeof bookingDrawTerms.$inferInsert,
) {
  const tyler = pick(ctx.hunterByEmail, "tyler.brooks@example.com");
  const today = todayIso(ctx.now);
  // The demo outfitter's draws (Montana) have their results out: the first listed draw still ahead.
  const hunt = ctx.hunts.find((h) => h.isActive && drawHuntIds.includes(h.id) && ((terms(0, h.id).resultsOn as string) ?? "") >= today);
  if (!hunt) return;
  const at = daysAgo(ctx, 1, 16);
  const b = await createBooking(
    {
      huntId: hunt.id,
      outfitterId: hunt.outfitterId,
      hunterId: tyler.id,
      hunterName: fullName(tyler),
      hunterPhone: tyler.phone,
      emergencyContactName: "Dana Brooks",
      emergencyContactPhone: "+17015550177",
      termsAccepted: true,
      partySize: 2,
      totalAmountCents: hunt.priceCents * 2,
      serviceFeeCents: 0,
      status: "pending",
      paymentStatus: "authorized",
      paymentProvider: "stripe",
      source: "direct",
      answerBy: new Date(ctx.now.getTime() + 3 * 86_400_000),
      createdAt: at,
    },
    ctx.tx,
  );
  await ctx.tx.insert(bookingDrawTerms).values(terms(b.id, hunt.id));
  await ctx.tx.insert(bookingTagResults).values([1, 2].map((hunterIndex) => ({ bookingId: b.id, hunterIndex })));
}

/**
 * The demo hunter's draw results beside the pending one above: a "not drawn" waiting for the demo
 * outfitter's answer, a confirmed "drawn", a "not drawn" settled with a credit, and one whose place
 * waits as "rolling over" for a next-season departure.
 */
async function seedDemoHunterResults(
  ctx: SeedContext,
  drawHuntIds: number[],
  terms: (bookingId: number, huntId: number) => typeof bookingDrawTerms.$inferInsert,
) {
  const hannah = pick(ctx.hunterByEmail, DEMO_HUNTER_EMAIL);
  const demo = pick(ctx.outfitterByKey, "bitterroot");
  const listed = ctx.hunts.filter((h) => h.isActive && drawHuntIds.includes(h.id));
  const taken = new Set(
    (await ctx.tx.select({ huntId: bookings.huntId }).from(bookings).where(eq(bookings.hunterId, hannah.id))).map((b) => b.huntId),
  );
  const free = listed.filter((h) => !taken.has(h.id));
  const today = todayIso(ctx.now);
  const resultsOf = (h: (typeof listed)[number]) => (terms(0, h.id).resultsOn as string) ?? today;
  const past = free.filter((h) => resultsOf(h) < today);
  // A rollover hunt (another outfitter's first) is kept for the place waiting for next season.
  const rolling = [...past.filter((h) => h.outfitterId !== demo.id), ...past].find((h) => terms(0, h.id).outcome === "rollover");
  const out = past.filter((h) => h !== rolling);
  const ahead = free.filter((h) => resultsOf(h) >= today);
  const plan: { hunt: (typeof listed)[number] | undefined; result: "not_drawn" | "drawn" | "credit" | "pending" | "rolling" }[] = [
    { hunt: out.find((h) => h.outfitterId === demo.id) ?? out[0], result: "not_drawn" },
    { hunt: out.find((h) => h.outfitterId !== demo.id) ?? out[1], result: "drawn" },
    { hunt: out.filter((h) => h.outfitterId !== demo.id)[1], result: "credit" },
    { hunt: ahead[0], result: "pending" },
  ];
  plan.push({ hunt: rolling, result: "rolling" });
  const used = new Set<number>();
  for (const [i, p] of plan.entries()) {
    if (!p.hunt || used.has(p.hunt.id)) continue;
    used.add(p.hunt.id);
    const at = daysAgo(ctx, 20 + i * 7, 15);
    const b = await createBooking(
      {
        huntId: p.hunt.id,
        outfitterId: p.hunt.outfitterId,
        hunterId: hannah.id,
        hunterName: fullName(hannah),
        hunterPhone: hannah.phone,
        emergencyContactName: "Chris Reed",
        emergencyContactPhone: "+14065550199",
        termsAccepted: true,
        totalAmountCents: p.hunt.priceCents,
        serviceFeeCents: 0,
        status: p.result === "credit" ? "cancelled" : "accepted",
        paymentStatus: "paid",
        paymentProvider: "stripe",
        paidAt: at,
        source: "direct",
        holdsSpot: p.result !== "credit",
        createdAt: at,
      },
      ctx.tx,
    );
    if (p.result !== "credit")
      await accrueCommission(ctx.tx, { outfitterId: p.hunt.outfitterId, bookingId: b.id, baseAmountCents: b.totalAmountCents });
    await ctx.tx.insert(bookingDrawTerms).values(terms(b.id, p.hunt.id));
    const reportedAt = daysAgo(ctx, 2 + i, 10);
    if (p.result === "pending") {
      await ctx.tx.insert(bookingTagResults).values({ bookingId: b.id, hunterIndex: 1 });
      continue;
    }
    await ctx.tx.insert(bookingTagResults).values({
      bookingId: b.id,
      hunterIndex: 1,
      appliedAt: daysAgo(ctx, 30, 9),
      status: p.result === "drawn" ? "drawn" : "not_drawn",
      reportedBy: hannah.id,
      reportedAt,
      review: p.result === "not_drawn" ? "unconfirmed" : "confirmed",
      reviewedAt: p.result === "not_drawn" ? null : reportedAt,
      ...(p.result === "credit" ? { resolution: "credit" as const, resolutionState: "applied", resolvedAt: reportedAt } : {}),
      ...(p.result === "rolling" ? { resolution: "rollover" as const, resolutionState: "rolling_over", resolvedAt: reportedAt } : {}),
    });
    if (p.result === "credit")
      await ctx.tx.insert(tagCredits).values({
        hunterId: hannah.id,
        outfitterId: p.hunt.outfitterId,
        bookingId: b.id,
        hunterIndex: 1,
        amountCents: b.totalAmountCents,
        expiresAt: new Date(reportedAt.getTime() + 730 * 86_400_000),
      });
  }
}
