// The fee structure of a hunt as POST/PUT /api/hunts and the hunt form send it (`fees`): dollars in,
// integer cents out. Client-safe. Each message names its field.
import { z } from "zod";
import { parseDollarsToCents } from "@/lib/format/money";
import {
  ADD_ON_UNITS,
  INCLUDED_ITEMS,
  INCLUSION_STATUSES,
  LICENCE_OBTAINERS,
  type HuntFees,
  type TrophyTier,
} from "@/lib/money/price-lines/types";

export const MAX_ADD_ONS = 30;
export const MAX_TROPHY_SPECIES = 40;
export const MAX_LICENCES = 10;
export const MAX_TIERS = 10;
const MAX_FEE_CENTS = 100_000_000;

export const FEES_MESSAGES = {
  amount: (field: string) => `${field} must be an amount of at least $0.00 with at most 2 decimals (whole cents)`,
  tooManyAddOns: `A hunt can have at most ${MAX_ADD_ONS} add-ons`,
  tooManyTrophies: `A hunt can have trophy fees for at most ${MAX_TROPHY_SPECIES} species`,
  unknownItem: `Included items must be one of: ${INCLUDED_ITEMS.join(", ")}`,
  duplicateItem: "Each included item may appear once",
  observerPrice: "Observer price needs a hunt that allows observers (maxObservers at least 1)",
  tierGap: (species: string) => `Trophy fee tiers for ${species} must start at 0 and follow on without gaps`,
  tierOverlap: (species: string) => `Trophy fee tiers for ${species} overlap`,
  tierOpen: (species: string) => `Trophy fee tiers for ${species} must end with an open tier (no upper score)`,
  fixedOrTiers: (species: string) => `Trophy fee for ${species} needs either a fixed fee or tiers, not both`,
  duplicateSpecies: "Each trophy-fee species may appear once",
  agencyUrl: "Licence agency link must be an http(s) address",
  taxBp: "Tax must be a whole number of basis points from 0 to 5000 (0%–50%)",
  gratuityPercent: "Gratuity percent must be a whole number from 0 to 50",
  maxObservers: "Max observers must be a whole number from 0 to 50",
  guideRatio: "Guide ratio must look like 1x1, 2x1 …",
} as const;

const name = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const note = z.string().trim().max(300, "Note must be at most 300 characters").nullish();
const dollars = z.union([z.string(), z.number()]);
const int = (message: string, min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\s*\d{1,6}\s*$/, message)
        .transform(Number),
    ])
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

// The hunt form sends "" for an empty optional field: the same as leaving it out.
const blankIsNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? null : v), schema);

/** A fee in whole cents, or null when negative, a fraction of a cent, not an amount, or over $1,000,000. */
export function feeCentsOf(v: unknown): number | null {
  // A number is rounded by parseDollarsToCents; a fraction of a cent must be refused, not rounded.
  const fractional = typeof v === "number" && Math.abs(v * 100 - Math.round(v * 100)) > 1e-6;
  const c = parseDollarsToCents(v);
  return c === null || fractional || c > MAX_FEE_CENTS ? null : c;
}

// The amount in cents, or an issue on this path: negative and fractional-cent fees are refused.
const cents = (field: string) =>
  dollars.transform((v, ctx) => {
    const c = feeCentsOf(v);
    if (c === null) {
      ctx.addIssue({ code: "custom", message: FEES_MESSAGES.amount(field) });
      return z.NEVER;
    }
    return c;
  });

const tier = z.object({
  minScore: int("Tier minimum score must be a whole number of at least 0", 0, 100_000),
  maxScore: blankIsNull(int("Tier maximum score must be a whole number", 1, 100_000).nullish()),
  fee: cents("Trophy fee tier fee"),
});

const trophyFee = z.object({
  species: name("Trophy fee species", 80),
  woundedLostCounts: z.boolean().default(false),
  fixedFee: blankIsNull(cents("Trophy fee").nullish()),
  tiers: z.array(tier).max(MAX_TIERS, `At most ${MAX_TIERS} tiers per species`).default([]),
  scoreUnit: z.string().trim().max(20, "Score unit must be at most 20 characters").nullish(),
});

const licence = z.object({
  name: name("Licence name", 120),
  obtainedBy: z.enum(LICENCE_OBTAINERS, { error: "Licence obtainedBy must be hunter, outfitter or included" }),
  residentFee: cents("Licence resident fee").default(0),
  nonResidentFee: cents("Licence non-resident fee").default(0),
  agencyUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/i, FEES_MESSAGES.agencyUrl)
    .nullish()
    .or(z.literal("")),
});

const addOn = z.object({
  name: name("Add-on name", 120),
  price: cents("Add-on price"),
  unit: z.enum(ADD_ON_UNITS, { error: "Add-on unit must be per_person, per_booking or per_day" }),
  required: z.boolean().default(false),
});

const includedEntry = z.object({
  item: z.enum(INCLUDED_ITEMS, { error: FEES_MESSAGES.unknownItem }),
  status: z.enum(INCLUSION_STATUSES, { error: "Included status must be included, not_included or optional" }),
  note,
});

function checkTiers(tiers: TrophyTier[], species: string, issue: (path: (string | number)[], m: string) => void) {
  const sorted = [...tiers].sort((a, b) => a.minScore - b.minScore);
  if (sorted[0]!.minScore !== 0) return issue(["tiers", 0, "minScore"], FEES_MESSAGES.tierGap(species));
  for (let i = 0; i < sorted.length; i++) {
    const t = sorted[i]!;
    const next = sorted[i + 1];
    if (t.maxScore !== null && t.maxScore <= t.minScore) return issue(["tiers", i, "maxScore"], FEES_MESSAGES.tierOverlap(species));
    if (!next) {
      if (t.maxScore !== null) issue(["tiers", i, "maxScore"], FEES_MESSAGES.tierOpen(species));
      return;
    }
    if (t.maxScore === null || t.maxScore > next.minScore) return issue(["tiers", i + 1, "minScore"], FEES_MESSAGES.tierOverlap(species));
    if (t.maxScore < next.minScore) return issue(["tiers", i + 1, "minScore"], FEES_MESSAGES.tierGap(species));
  }
}

export const huntFeesSchema = z
  .object({
    observerPrice: blankIsNull(cents("Observer price").nullish()),
    maxObservers: int(FEES_MESSAGES.maxObservers, 0, 50).default(0),
    // A checklist row the outfitter left unanswered (status "") is not stated.
    included: z
      .preprocess(
        (v) => (Array.isArray(v) ? v.filter((e) => !(e && typeof e === "object" && (e as { status?: unknown }).status === "")) : v),
        z.array(includedEntry).max(INCLUDED_ITEMS.length, FEES_MESSAGES.duplicateItem),
      )
      .default([]),
    guideRatio: z
      .string()
      .trim()
      .regex(/^[1-9]x[1-9]$/, FEES_MESSAGES.guideRatio)
      .nullish()
      .or(z.literal("")),
    trophyFees: z.array(trophyFee).max(MAX_TROPHY_SPECIES, FEES_MESSAGES.tooManyTrophies).default([]),
    licences: z.array(licence).max(MAX_LICENCES, `A hunt can have at most ${MAX_LICENCES} licences`).default([]),
    addOns: z.array(addOn).max(MAX_ADD_ONS, FEES_MESSAGES.tooManyAddOns).default([]),
    taxBp: int(FEES_MESSAGES.taxBp, 0, 5000).default(0),
    gratuityText: z.string().trim().max(500, "Gratuity guidance must be at most 500 characters").nullish(),
    gratuityPercent: blankIsNull(int(FEES_MESSAGES.gratuityPercent, 0, 50).nullish()),
  })
  .transform((v, ctx): HuntFees => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", message, path });
    if (v.observerPrice != null && v.maxObservers === 0) issue(["observerPrice"], FEES_MESSAGES.observerPrice);
    const items = new Set<string>();
    v.included.forEach((e, i) => {
      if (items.has(e.item)) issue(["included", i, "item"], FEES_MESSAGES.duplicateItem);
      items.add(e.item);
    });
    const species = new Set<string>();
    const trophyFees = v.trophyFees.map((t, i) => {
      const key = t.species.toLowerCase();
      if (species.has(key)) issue(["trophyFees", i, "species"], FEES_MESSAGES.duplicateSpecies);
      species.add(key);
      const tiers = t.tiers.map((x) => ({ minScore: x.minScore, maxScore: x.maxScore ?? null, feeCents: x.fee }));
      if ((t.fixedFee != null) === tiers.length > 0) issue(["trophyFees", i, "fixedFee"], FEES_MESSAGES.fixedOrTiers(t.species));
      else if (tiers.length > 0) checkTiers(tiers, t.species, (p, m) => issue(["trophyFees", i, ...p], m));
      return {
        species: t.species,
        woundedLostCounts: t.woundedLostCounts,
        fixedCents: t.fixedFee ?? null,
        tiers: tiers.sort((a, b) => a.minScore - b.minScore),
        scoreUnit: t.scoreUnit || null,
      };
    });
    if (ctx.issues.length > 0) return z.NEVER;
    return {
      observerPriceCents: v.maxObservers > 0 ? (v.observerPrice ?? 0) : null,
      maxObservers: v.maxObservers,
      included: v.included.map((e) => ({ item: e.item, status: e.status, note: e.note || null })),
      guideRatio: v.guideRatio || null,
      trophyFees,
      licences: v.licences.map((l) => ({
        name: l.name,
        obtainedBy: l.obtainedBy,
        residentCents: l.residentFee,
        nonResidentCents: l.nonResidentFee,
        agencyUrl: l.agencyUrl || null,
      })),
      addOns: v.addOns.map((a) => ({ name: a.name, priceCents: a.price, unit: a.unit, required: a.required })),
      taxBp: v.taxBp,
      gratuityText: v.gratuityText || null,
      gratuityPercent: v.gratuityPercent ?? null,
    };
  });

export type HuntFeesInput = z.input<typeof huntFeesSchema>;
