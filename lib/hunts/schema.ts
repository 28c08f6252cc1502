import { z } from "zod";
import { singleLine } from "@/lib/http/single-line";
import { DEPOSIT_PERCENT_MESSAGE, isDepositPercent, type DepositPercent } from "@/lib/money/deposit";
import { BALANCE_COLLECTION_MESSAGE, isBalanceCollectionDays, type BalanceCollectionDays } from "@/lib/money/installments/schedule";
import { discountType, huntDifficulty } from "@/db/schema/enums";
import { discountedPriceCents, formatCents, parseDollarsToCents } from "@/lib/format/money";
import { departuresInputSchema, type DepartureInput } from "@/lib/departures/schema";
import { CANCELLATION_POLICIES, type CancellationPolicy } from "@/lib/money/refunds/cancellation-policies";
import { OTHER_SPECIES, SPECIES, normalizeSpecies } from "./species";
import { huntFeesSchema } from "./fees-schema";
import type { HuntFees } from "@/lib/money/price-lines/types";
import { TRIP_AGREEMENT_MAX, agreementValuesOf, type TripAgreementValues } from "@/lib/agreements/schema";
import { huntTagInputSchema, readHuntTag, type HuntTagValues } from "@/lib/tags/schema";

// Client-safe (shared with the React form): no server imports.
export const MAX_HUNT_PHOTOS = 10;
export const MAX_PRICE_CENTS = 100_000_000; // $1,000,000.00
// A $0 booking would be "paid" and accepted with no commission.
export const MIN_PRICE_CENTS = 100;

export const HUNT_MESSAGES = {
  required: "Missing Information: Please fill in all required fields",
  percentage: "Percentage discount must be between 1% and 100%",
  amountTooHigh: "Discount amount cannot be greater than or equal to the hunt price",
  amountInvalid: "Discount amount must be greater than $0.00",
  customSpecies: "Please specify the custom species when 'Other' is selected",
  price: "Price must be a number of at least 0 with at most 2 decimals",
  priceMax: "Price must be at most $1,000,000.00",
  priceMin: "Price must be at least $1.00",
  discountedMin: "The price after the discount must be at least $1.00",
  duration: "Duration must be at least 1 day",
  groupSize: "Group size must be at least 1",
  availability: "Availability must be at least 1",
  availabilityEdit: "Availability cannot be negative",
  tooManyPhotos: `A hunt can have at most ${MAX_HUNT_PHOTOS} photos`,
  mediaUrl: "Photos and video must be uploaded files",
  unknownSpecies: "Choose species from the list, or 'Other' with a custom species",
} as const;

export const HUNT_DIFFICULTIES = huntDifficulty.enumValues;
export const DISCOUNT_TYPES = discountType.enumValues;

export const morePhotosMessage = (remaining: number) => `You can only upload ${remaining} more photos`;

const numeric = z.union([z.string(), z.number()]).nullish();
const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).nullish();
const line = (max: number, label: string) => singleLine(z.string().max(max, `Must be at most ${max} characters`), label).nullish();
const mediaUrl = z
  .string()
  .max(2000)
  .refine((u) => /^\/(?!\/)\S*$/.test(u) || /^https?:\/\/\S+$/i.test(u), HUNT_MESSAGES.mediaUrl);

const huntInput = z.object({
  title: line(200, "Title"),
  description: text(10_000),
  species: z.array(z.string().max(80)).max(100).nullish(),
  customSpecies: text(60),
  location: line(200, "Location"),
  price: numeric,
  // The server recomputes it and reads it only as the base price.
  originalPrice: numeric,
  isDiscounted: z.boolean().nullish(),
  discountType: z.enum([...DISCOUNT_TYPES, ""], { error: "Discount type must be amount or percentage" }).nullish(),
  discountValue: numeric,
  duration: numeric,
  groupSize: numeric,
  difficulty: z.enum([...HUNT_DIFFICULTIES, ""], { error: "Difficulty must be easy, moderate, difficult or extreme" }).nullish(),
  dates: text(500),
  availability: numeric,
  departures: departuresInputSchema.nullish(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES, { error: "Cancellation policy must be flexible, moderate or strict" }).nullish(),
  // Absent: 100 for a new hunt, kept on an edit.
  depositPercent: z
    .unknown()
    .transform((v, ctx): DepositPercent | null => {
      if (v === undefined || v === null) return null;
      const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN;
      if (isDepositPercent(n)) return n;
      ctx.addIssue({ code: "custom", message: DEPOSIT_PERCENT_MESSAGE });
      return z.NEVER;
    })
    .optional(),
  // "direct" (or "" / null): the balance is paid to the outfitter; 30/60/90/120/180: Ridgeline charges it that many days before the start.
  // Absent: direct for a new hunt, kept on an edit.
  balanceCollectionDays: z
    .unknown()
    .transform((v, ctx): BalanceCollectionDays | "direct" | undefined => {
      if (v === undefined) return undefined;
      if (v === null || v === "" || v === "direct") return "direct";
      const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN;
      if (isBalanceCollectionDays(n)) return n;
      ctx.addIssue({ code: "custom", message: BALANCE_COLLECTION_MESSAGE });
      return z.NEVER;
    })
    .optional(),
  images: z.array(mediaUrl).max(MAX_HUNT_PHOTOS, HUNT_MESSAGES.tooManyPhotos).nullish(),
  video: z.union([mediaUrl, z.literal("")]).nullish(),
  // Observers, what's included, trophy and licence fees, add-ons, tax (lib/hunts/fees-schema.ts).
  fees: huntFeesSchema.nullish(),
  // Tag and draw facts (lib/tags): absent on create, no tag facts; absent on edit, kept.
  tag: huntTagInputSchema.nullish(),
  // The trip agreement members sign before paying (lib/agreements): absent, kept; "" removes it.
  tripAgreement: z.string().max(TRIP_AGREEMENT_MAX, `Trip agreement must be at most ${TRIP_AGREEMENT_MAX} characters`).nullish(),
  asksLicenceNumber: z.boolean({ error: "asksLicenceNumber must be true or false" }).nullish(),
});

export type HuntFormInput = z.input<typeof huntInput>;

export type HuntValues = {
  title: string;
  description: string;
  species: string[];
  location: string;
  priceCents: number;
  originalPriceCents: number | null;
  isDiscounted: boolean;
  discountType: "amount" | "percentage" | null;
  // Cents for an amount, basis points for a percentage.
  discountValue: number | null;
  durationDays: number;
  groupSize: number;
  difficulty: (typeof HUNT_DIFFICULTIES)[number] | null;
  // Null: written from the departures.
  dates: string | null;
  // Only read when no departures are sent.
  availability: number | null;
  // Null from old clients: the departures are read from `dates`.
  departures: DepartureInput[] | null;
  // Null when not sent: a new hunt is Flexible, an edited one keeps its policy.
  cancellationPolicy: CancellationPolicy | null;
  depositPercent: DepositPercent | null;
  // Undefined when not sent (a new hunt: direct; an edit keeps it); "direct" clears it.
  balanceCollectionDays?: BalanceCollectionDays | "direct";
  images: string[];
  video: string | null;
  // Null when not sent: a new hunt has no extra fees, an edited one keeps its own.
  fees: HuntFees | null;
  tag: HuntTagValues | null;
  // Null when neither field is sent: the hunt keeps its agreement.
  agreement: TripAgreementValues | null;
};

const blank = (v: unknown) => v == null || (typeof v === "string" && v.trim() === "");

function intOf(v: unknown): number | null {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  return /^-?\d{1,9}$/.test(s) ? Number(s) : null;
}

type IntRule = { n: number | null; min: number; max: number; minMessage: string };

function buildSchema(mode: "create" | "update") {
  return huntInput.transform((v, ctx): HuntValues => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    // Required fields first, so the first message is 'Missing Information'.
    const withDepartures = v.departures != null;
    const required = [
      "title",
      "description",
      "location",
      "price",
      "duration",
      "groupSize",
      ...(withDepartures ? [] : (["dates", "availability"] as const)),
    ] as const;
    for (const key of required) {
      if (blank(v[key])) issue(key, HUNT_MESSAGES.required);
    }
    const picked = (v.species ?? []).map(normalizeSpecies).filter(Boolean);
    if (picked.length === 0) issue("species", HUNT_MESSAGES.required);
    if (v.isDiscounted) {
      if (blank(v.discountType)) issue("discountType", HUNT_MESSAGES.required);
      if (blank(v.discountValue)) issue("discountValue", HUNT_MESSAGES.required);
    }

    // 'other' needs a custom name, which replaces it.
    const species: string[] = [];
    for (const s of picked) {
      if (s === OTHER_SPECIES) {
        const custom = normalizeSpecies(v.customSpecies ?? "");
        if (!custom || custom === OTHER_SPECIES) issue("customSpecies", HUNT_MESSAGES.customSpecies);
        else species.push(custom);
      } else if (SPECIES.includes(s)) species.push(s);
      else issue("species", HUNT_MESSAGES.unknownSpecies);
    }

    const base = v.isDiscounted && !blank(v.originalPrice) ? v.originalPrice : v.price;
    const baseCents = blank(base) ? null : parseDollarsToCents(base);
    if (!blank(base) && baseCents == null) issue("price", HUNT_MESSAGES.price);
    else if (baseCents != null && baseCents > MAX_PRICE_CENTS) issue("price", HUNT_MESSAGES.priceMax);
    else if (baseCents != null && baseCents < MIN_PRICE_CENTS) issue("price", HUNT_MESSAGES.priceMin);

    const edit = mode === "update";
    const ints: Record<"duration" | "groupSize" | "availability", IntRule> = {
      duration: { n: intOf(v.duration), min: 1, max: 365, minMessage: HUNT_MESSAGES.duration },
      groupSize: { n: intOf(v.groupSize), min: 1, max: 1000, minMessage: HUNT_MESSAGES.groupSize },
      availability: {
        n: intOf(v.availability),
        min: edit ? 0 : 1,
        max: 10_000,
        minMessage: edit ? HUNT_MESSAGES.availabilityEdit : HUNT_MESSAGES.availability,
      },
    };
    for (const key of ["duration", "groupSize", "availability"] as const) {
      const { n, min, max, minMessage } = ints[key];
      if (blank(v[key]) || (key === "availability" && withDepartures)) continue;
      if (n == null || n < min) issue(key, minMessage);
      else if (n > max) issue(key, `Must be at most ${max}`);
    }

    let discount: { type: "amount" | "percentage"; value: number } | null = null;
    if (v.isDiscounted && v.discountType && !blank(v.discountValue)) {
      const value = parseDollarsToCents(v.discountValue);
      if (v.discountType === "percentage") {
        // Basis points (12.5% = 1250).
        if (value == null || value <= 0 || value > 10_000) issue("discountValue", HUNT_MESSAGES.percentage);
        else discount = { type: "percentage", value };
      } else if (value == null || value <= 0) issue("discountValue", HUNT_MESSAGES.amountInvalid);
      else if (baseCents != null && value >= baseCents) issue("discountValue", HUNT_MESSAGES.amountTooHigh);
      else discount = { type: "amount", value };
    }

    const tag = v.tag ? readHuntTag(v.tag, mode, issue) : null;

    if (ctx.issues.length > 0) return z.NEVER;
    const priceCents = discountedPriceCents(baseCents!, discount);
    // A percentage of 100 (or one that leaves cents) must not make the hunt free.
    if (priceCents < MIN_PRICE_CENTS) {
      issue("discountValue", HUNT_MESSAGES.discountedMin);
      return z.NEVER;
    }
    return {
      title: v.title!.trim(),
      description: v.description!.trim(),
      species: [...new Set(species)],
      location: v.location!.trim(),
      priceCents,
      originalPriceCents: discount ? baseCents : null,
      isDiscounted: discount !== null,
      discountType: discount?.type ?? null,
      discountValue: discount?.value ?? null,
      durationDays: ints.duration.n!,
      groupSize: ints.groupSize.n!,
      difficulty: v.difficulty ? v.difficulty : null,
      dates: blank(v.dates) ? null : v.dates!.trim(),
      availability: withDepartures || blank(v.availability) ? null : ints.availability.n,
      departures: v.departures ?? null,
      cancellationPolicy: v.cancellationPolicy ?? null,
      depositPercent: v.depositPercent ?? null,
      balanceCollectionDays: v.balanceCollectionDays,
      images: v.images ?? [],
      video: v.video ? v.video : null,
      fees: v.fees ?? null,
      tag,
      agreement: agreementValuesOf(v.tripAgreement, v.asksLicenceNumber),
    };
  });
}

export const huntCreateSchema = buildSchema("create");
export const huntUpdateSchema = buildSchema("update");
export type HuntInput = z.output<typeof huntCreateSchema>;
export type HuntUpdate = z.output<typeof huntUpdateSchema>;

export const huntStatusSchema = z.object({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});

export function previewDiscountedPrice(price: unknown, type: string | null | undefined, value: unknown): string | null {
  const base = parseDollarsToCents(price);
  const amount = parseDollarsToCents(value);
  if (base == null || amount == null || (type !== "amount" && type !== "percentage")) return null;
  if (type === "percentage" && (amount <= 0 || amount > 10_000)) return null;
  return formatCents(discountedPriceCents(base, { type, value: amount }));
}
