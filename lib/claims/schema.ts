import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { parseDollarsToCents } from "@/lib/format/money";

export const CLAIM_MESSAGES = {
  missingTitle: "Missing Information",
  missing: "Please fill in all required fields.",
  price: "Please enter a hunt price greater than $0.00",
  priceMax: "Hunt price must be at most $1,000,000.00",
  description: "Hunt description must be at most 2000 characters",
  date: "Please enter a valid booking date",
  successTitle: "Booking Claim Submitted",
  success:
    "Your booking claim has been sent to the outfitter for verification. They will receive a notification to accept or deny your claim.",
  failedTitle: "Failed to Submit Claim",
  failed: "Please try again.",
} as const;

export const MAX_CLAIM_PRICE_CENTS = 100_000_000;
const MAX_INT = 2_147_483_647;

/** "YYYY-MM-DD" that is a real calendar date. */
export function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const claimSchema = z
  .object({
    outfitterId: z
      .number({ error: CLAIM_MESSAGES.missing })
      .int(CLAIM_MESSAGES.missing)
      .positive(CLAIM_MESSAGES.missing)
      .max(MAX_INT, CLAIM_MESSAGES.missing),
    huntPrice: z.union([z.number(), z.string()], { error: CLAIM_MESSAGES.missing }),
    huntDescription: z
      .string({ error: CLAIM_MESSAGES.missing })
      .trim()
      .min(1, CLAIM_MESSAGES.missing)
      .max(2000, CLAIM_MESSAGES.description),
    bookingDate: z
      .string({ error: CLAIM_MESSAGES.date })
      .nullable()
      .optional()
      .transform((v) => v?.trim() || null)
      .refine((v) => v === null || isCalendarDate(v), CLAIM_MESSAGES.date),
  })
  .transform((v, ctx) => {
    if (typeof v.huntPrice === "string" && !v.huntPrice.trim()) {
      ctx.addIssue({ code: "custom", path: ["huntPrice"], message: CLAIM_MESSAGES.missing });
      return z.NEVER;
    }
    const cents = parseDollarsToCents(v.huntPrice);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: "custom", path: ["huntPrice"], message: CLAIM_MESSAGES.price });
      return z.NEVER;
    }
    if (cents > MAX_CLAIM_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", path: ["huntPrice"], message: CLAIM_MESSAGES.priceMax });
      return z.NEVER;
    }
    return { outfitterId: v.outfitterId, huntPriceCents: cents, huntDescription: v.huntDescription, bookingDate: v.bookingDate };
  });
export type ClaimInput = z.input<typeof claimSchema>;
export type ClaimData = z.output<typeof claimSchema>;

export type SubmittedClaim = {
  id: number;
  outfitterId: number;
  huntPrice: string;
  huntDescription: string;
  bookingDate: string | null;
  status: "pending" | "accepted" | "denied";
  createdAt: string;
};

export const claimAnswerBody = z.object({ accept: z.boolean({ error: "accept must be true or false" }) });
/** The dashboard's action names the claim in its input; the route has it in the path. */
export const claimAnswerSchema = claimAnswerBody.extend({
  claimId: recordId("Booking claim not found"),
});
