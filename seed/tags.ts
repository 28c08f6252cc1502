import { and, eq, inArray } from "drizzle-orm";
import { bookingDrawTerms, bookings, huntTags } from "@/db/schema";
import { addDays, todayIso } from "@/lib/departures/dates";
import type { DrawOutcome, HuntTagValues, TagType } from "@/lib/tags/schema";
import type { HuntRow, SeedContext } from "./context";

/**
 * Demo draw windows (labelled as demo data: real agencies publish their own) relative to the seed's
 * day, so some are open, some close soon and every result is still to come.
 */
const DEMO_DRAWS: { region: string; match: RegExp; opens: number; closes: number; results: number; unit: string }[] = [
  { region: "Montana", match: /montana/i, opens: -20, closes: 25, results: 70, unit: "HD 250 (demo)" },
  { region: "Wyoming", match: /wyoming/i, opens: -40, closes: 10, results: 60, unit: "Area 7 (demo)" },
  { region: "Alaska", match: /alaska/i, opens: -10, closes: 40, results: 80, unit: "DB 130 (demo)" },
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
  if (open.length)
    await ctx.tx.insert(bookingDrawTerms).values(
      open.map((b) => {
        const t = byHunt.get(b.huntId!)!;
        return { bookingId: b.id, outcome: t.failedDrawOutcome!, alternativeHuntId: t.alternativeHuntId, resultsOn: t.resultsOn! };
      }),
    );
}
