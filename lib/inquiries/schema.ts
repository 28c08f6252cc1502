import { z } from "zod";
import { intakeBudget, intakeHuntType, intakeTimeframe, inquiryStatus } from "@/db/schema/enums";
import { parseDollarsToCents } from "@/lib/format/money";

export const INQUIRY_MESSAGES = {
  status: "Please select your booking status",
  price: "Please enter the hunt price for commission tracking",
  intakeTitle: "Please answer all questions",
  intake: "All three questions are required to help the outfitter assist you better.",
  outfitter: "Please choose an outfitter",
  hunt: "Hunt not found",
  notes: "Notes must be at most 2000 characters",
  notesType: "Notes must be text",
  additionalInfo: "Additional information must be at most 2000 characters",
  additionalInfoType: "Additional information must be text",
  trackedTitle: "Booking Status Tracked",
  trackFailed: "Failed to track booking status",
} as const;

export const FOLLOW_UP_SUCCESS = {
  yes: "Great! We've recorded that you booked with this outfitter.",
  no: "Thanks for letting us know. We'll use this to improve our recommendations.",
  maybe: "We'll follow up with you in 3 weeks to see if you've made a decision.",
} as const;

export type InquiryStatus = (typeof inquiryStatus.enumValues)[number];
export type FollowUpAnswer = Exclude<InquiryStatus, "initial">;

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  initial: "Unknown",
  yes: "Booked",
  no: "Not Booked",
  maybe: "Considering",
};

export const FOLLOW_UP_OPTIONS: { value: FollowUpAnswer; label: string }[] = [
  { value: "yes", label: "Yes, I booked a hunt" },
  { value: "no", label: "No, I didn't book" },
  { value: "maybe", label: "Still deciding" },
];

export type HuntType = (typeof intakeHuntType.enumValues)[number];
export type Timeframe = (typeof intakeTimeframe.enumValues)[number];
export type Budget = (typeof intakeBudget.enumValues)[number];

export const HUNT_TYPE_LABELS: Record<HuntType, string> = {
  deer: "Deer",
  elk: "Elk",
  bear: "Bear",
  bird: "Birds / Waterfowl",
  turkey: "Turkey",
  exotic: "Exotic game",
  multiple: "Multiple species",
  other: "Other",
};
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  "next-month": "Within the next month",
  "2-3-months": "In 2–3 months",
  "6-months": "Within 6 months",
  "next-year": "Next year",
  flexible: "I'm flexible",
};
export const BUDGET_LABELS: Record<Budget, string> = {
  "under-5k": "Under $5,000",
  "5k-10k": "$5,000 – $10,000",
  "10k-20k": "$10,000 – $20,000",
  "20k-plus": "$20,000+",
  flexible: "Flexible",
};

/** A maybe is asked again after 3 weeks; a quiet conversation is one with no message for 4 hours. */
export const MAYBE_FOLLOW_UP_DAYS = 21;
export const QUIET_CONVERSATION_HOURS = 4;

const MAX_INT = 2_147_483_647;
const idField = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_INT, message);
const optionalText = (max: number, message: string, typeMessage: string) =>
  z
    .string({ error: typeMessage })
    .nullable()
    .optional()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || v.length <= max, message);

/** A yes needs the hunt price (for commission tracking): a number, or the form's text; the output has it in cents. */
export const followUpSchema = z
  .object({
    outfitterId: idField(INQUIRY_MESSAGES.outfitter),
    huntId: idField(INQUIRY_MESSAGES.hunt).nullable().optional(),
    bookingStatus: z.enum(["yes", "no", "maybe"], { error: INQUIRY_MESSAGES.status }),
    huntPrice: z.union([z.number(), z.string()], { error: INQUIRY_MESSAGES.price }).nullable().optional(),
    notes: optionalText(2000, INQUIRY_MESSAGES.notes, INQUIRY_MESSAGES.notesType),
  })
  .transform((v, ctx) => {
    let huntPriceCents: number | null = null;
    if (v.bookingStatus === "yes") {
      const cents = v.huntPrice === null || v.huntPrice === undefined ? null : parseDollarsToCents(v.huntPrice);
      if (cents === null || cents <= 0 || cents > MAX_INT) {
        ctx.addIssue({ code: "custom", path: ["huntPrice"], message: INQUIRY_MESSAGES.price });
        return z.NEVER;
      }
      huntPriceCents = cents;
    }
    return { outfitterId: v.outfitterId, huntId: v.huntId ?? null, bookingStatus: v.bookingStatus, huntPriceCents, notes: v.notes };
  });
export type FollowUpInput = z.input<typeof followUpSchema>;
export type FollowUpData = z.output<typeof followUpSchema>;

const intakeChoice = <T extends string>(values: readonly [T, ...T[]]) => z.enum(values, { error: INQUIRY_MESSAGES.intake });

export const intakeSchema = z.object({
  outfitterId: idField(INQUIRY_MESSAGES.outfitter),
  huntId: idField(INQUIRY_MESSAGES.hunt).nullable().optional(),
  bookingStatus: z.literal("initial").optional(),
  huntType: intakeChoice(intakeHuntType.enumValues),
  timeframe: intakeChoice(intakeTimeframe.enumValues),
  budget: intakeChoice(intakeBudget.enumValues),
  additionalInfo: optionalText(2000, INQUIRY_MESSAGES.additionalInfo, INQUIRY_MESSAGES.additionalInfoType),
});
export type IntakeInput = z.input<typeof intakeSchema>;
export type IntakeData = z.output<typeof intakeSchema>;

/** An intake answer says status "initial", or sends intake answers and no status; anything else is a follow-up. */
export function isIntake(input: unknown): boolean {
  if (!input || typeof input !== "object") return false;
  const o = input as Record<string, unknown>;
  if (o.bookingStatus === "initial") return true;
  return o.bookingStatus === undefined && ["huntType", "timeframe", "budget"].some((k) => o[k] !== undefined);
}

export type InquiryData = { kind: "intake"; data: IntakeData } | { kind: "followUp"; data: FollowUpData };

/** Validated by the answer's own schema, so a refusal names the same fields with the same messages as its form's. */
export const inquirySchema = z.unknown().transform((raw, ctx): InquiryData => {
  if (isIntake(raw)) {
    const r = intakeSchema.safeParse(raw);
    if (r.success) return { kind: "intake", data: r.data };
    for (const issue of r.error.issues) ctx.addIssue({ ...issue });
  } else {
    const r = followUpSchema.safeParse(raw);
    if (r.success) return { kind: "followUp", data: r.data };
    for (const issue of r.error.issues) ctx.addIssue({ ...issue });
  }
  return z.NEVER;
});

export type BookingInquiry = {
  id: number;
  outfitterId: number;
  huntId: number | null;
  bookingStatus: InquiryStatus;
  huntPrice: string | null;
  notes: string | null;
  huntType: HuntType | null;
  timeframe: Timeframe | null;
  budget: Budget | null;
  additionalInfo: string | null;
  lastAsked: string | null;
  nextFollowUp: string | null;
  createdAt: string;
  updatedAt: string;
};

export type MyBookingInquiry = BookingInquiry & {
  outfitter: { id: number; firstName: string; profileImage: string | null };
  lastMessageAt: string | null;
};
