import { z } from "zod";
import { failedDrawOutcome, huntTagType } from "@/db/schema/tag-enums";
import { isIsoDate, todayIso, type IsoDate } from "@/lib/departures/dates";
import { feeCentsOf } from "@/lib/hunts/fees-schema";

// Client-safe (the hunt form reads it): no server imports.
export const TAG_TYPES = huntTagType.enumValues;
export type TagType = (typeof TAG_TYPES)[number];
export const DRAW_OUTCOMES = failedDrawOutcome.enumValues;
export type DrawOutcome = (typeof DRAW_OUTCOMES)[number];

export const TAG_MESSAGES = {
  type: "Tag type must be one of none, otc, draw, allocated, included",
  region: "A draw hunt needs the state or province that runs the draw",
  opens: "A draw hunt needs the date its application opens",
  closes: "A draw hunt needs the date its application closes",
  results: "A draw hunt needs the date its results are published",
  date: "Must be a date (YYYY-MM-DD)",
  closesBeforeOpens: "The application cannot close before it opens",
  resultsBeforeCloses: "The results cannot come before the application closes",
  resultsPast: "The results date cannot be in the past",
  outcome: "A draw hunt needs the outcome promised if the hunter does not draw",
  outcomeUnknown: "Outcome must be one of refund, rollover, switch, credit",
  alternative: "Name the over-the-counter hunt the hunter switches to",
  oddsSource: "The odds need a source link (http or https)",
  url: "Must be a link starting with http:// or https://",
  fee: "The application fee must be an amount of at least $0.00 with at most 2 decimals (whole cents)",
} as const;

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).nullish();
const dateText = z.string().max(40).nullish();

/** The `tag` object of POST/PUT /api/hunts and the hunt form. */
export const huntTagInputSchema = z.object({
  type: z.unknown().optional(),
  region: text(80),
  unitCode: text(80),
  applicationOpensOn: dateText,
  applicationClosesOn: dateText,
  resultsOn: dateText,
  whoMayApply: text(1000),
  pointsNote: text(1000),
  oddsText: text(200),
  oddsSourceUrl: text(2000),
  outfitterApplies: z.union([z.boolean(), z.literal("true"), z.literal("false")]).nullish(),
  applicationFee: z.union([z.string(), z.number()]).nullish(),
  failedDrawOutcome: z.unknown().optional(),
  alternativeHuntId: z.union([z.string(), z.number()]).nullish(),
});
export type HuntTagInput = z.input<typeof huntTagInputSchema>;

export type HuntTagValues = {
  tagType: TagType;
  region: string | null;
  unitCode: string | null;
  applicationOpensOn: IsoDate | null;
  applicationClosesOn: IsoDate | null;
  resultsOn: IsoDate | null;
  whoMayApply: string | null;
  pointsNote: string | null;
  oddsText: string | null;
  oddsSourceUrl: string | null;
  outfitterApplies: boolean;
  applicationFeeCents: number | null;
  failedDrawOutcome: DrawOutcome | null;
  alternativeHuntId: number | null;
};

const trimmed = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
const isLink = (u: string) => /^https?:\/\/[^\s/]+\.\S*$/i.test(u);

/**
 * Reads the hunt's tag facts, reporting each broken rule on its field (`tag.<name>`). Only a draw
 * keeps the draw columns. `mode: "create"` also refuses a results date already past.
 */
export function readHuntTag(
  v: z.output<typeof huntTagInputSchema>,
  mode: "create" | "update",
  issue: (field: string, message: string) => void,
  now = new Date(),
): HuntTagValues | null {
  const at = (field: string, message: string) => issue(`tag.${field}`, message);
  const before = { n: 0 };
  const fail = (field: string, message: string) => {
    before.n++;
    at(field, message);
  };
  const tagType = TAG_TYPES.find((t) => t === v.type);
  if (!tagType) {
    fail("type", TAG_MESSAGES.type);
    return null;
  }
  const empty: HuntTagValues = {
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
  };
  if (tagType !== "draw") return empty;

  const day = (field: "applicationOpensOn" | "applicationClosesOn" | "resultsOn", missing: string): IsoDate | null => {
    const raw = trimmed(v[field]);
    if (!raw) fail(field, missing);
    else if (!isIsoDate(raw)) fail(field, TAG_MESSAGES.date);
    else return raw;
    return null;
  };
  const region = trimmed(v.region);
  if (!region) fail("region", TAG_MESSAGES.region);
  const opens = day("applicationOpensOn", TAG_MESSAGES.opens);
  const closes = day("applicationClosesOn", TAG_MESSAGES.closes);
  const results = day("resultsOn", TAG_MESSAGES.results);
  if (opens && closes && closes < opens) fail("applicationClosesOn", TAG_MESSAGES.closesBeforeOpens);
  if (closes && results && results < closes) fail("resultsOn", TAG_MESSAGES.resultsBeforeCloses);
  if (mode === "create" && results && results < todayIso(now)) fail("resultsOn", TAG_MESSAGES.resultsPast);

  const outcome = v.failedDrawOutcome == null || v.failedDrawOutcome === "" ? null : DRAW_OUTCOMES.find((o) => o === v.failedDrawOutcome);
  if (v.failedDrawOutcome == null || v.failedDrawOutcome === "") fail("failedDrawOutcome", TAG_MESSAGES.outcome);
  else if (!outcome) fail("failedDrawOutcome", TAG_MESSAGES.outcomeUnknown);
  const altText = v.alternativeHuntId == null ? "" : String(v.alternativeHuntId).trim();
  const alternativeHuntId = /^\d{1,9}$/.test(altText) && Number(altText) > 0 ? Number(altText) : null;
  if (outcome === "switch" && alternativeHuntId === null) fail("alternativeHuntId", TAG_MESSAGES.alternative);

  const oddsText = trimmed(v.oddsText);
  const oddsSourceUrl = trimmed(v.oddsSourceUrl);
  if (oddsSourceUrl && !isLink(oddsSourceUrl)) fail("oddsSourceUrl", TAG_MESSAGES.url);
  else if (oddsText && !oddsSourceUrl) fail("oddsSourceUrl", TAG_MESSAGES.oddsSource);

  const outfitterApplies = v.outfitterApplies === true || v.outfitterApplies === "true";
  const feeBlank = v.applicationFee == null || String(v.applicationFee).trim() === "";
  // The same whole-cent rule as every other fee of the hunt (a price line of the booking).
  const applicationFeeCents = outfitterApplies && !feeBlank ? feeCentsOf(v.applicationFee) : null;
  if (outfitterApplies && !feeBlank && applicationFeeCents === null) fail("applicationFee", TAG_MESSAGES.fee);

  if (before.n > 0) return null;
  return {
    ...empty,
    region,
    unitCode: trimmed(v.unitCode),
    applicationOpensOn: opens,
    applicationClosesOn: closes,
    resultsOn: results,
    whoMayApply: trimmed(v.whoMayApply),
    pointsNote: trimmed(v.pointsNote),
    oddsText,
    oddsSourceUrl: oddsText ? oddsSourceUrl : null,
    outfitterApplies,
    applicationFeeCents,
    failedDrawOutcome: outcome!,
    alternativeHuntId: outcome === "switch" ? alternativeHuntId : null,
  };
}

export const TAG_TYPE_LABELS: Record<TagType, string> = {
  none: "No tag needed",
  otc: "Over-the-counter tag",
  draw: "Limited draw",
  allocated: "Landowner or outfitter-allocated tag",
  included: "Tag included in the price",
};

export const OUTCOME_LABELS: Record<DrawOutcome, string> = {
  refund: "Full refund of what was paid",
  rollover: "Roll to the same hunt next season",
  switch: "Switch to an over-the-counter hunt of this outfitter",
  credit: "A credit for any of this outfitter's hunts, valid 2 years",
};
