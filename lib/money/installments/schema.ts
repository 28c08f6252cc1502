import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { testCardPaymentSchema } from "@/lib/bookings/schema";

/** The routes read the booking from the path; their server actions take it in the body. */
export const balanceBookingSchema = z.object({ bookingId: recordId("Booking not found") });

export const cardUpdateConfirmSchema = z.object({
  setupIntentId: z.string({ error: "setupIntentId is required" }).min(1, "setupIntentId is required").max(200),
});

export const BALANCE_DECISIONS = ["extend", "cancel"] as const;
export const balanceDecisionSchema = z.object({
  decision: z.enum(BALANCE_DECISIONS, { error: "decision must be extend or cancel" }),
  /** A party paying in shares: whose balance share to extend (absent: every share waiting for the decision). */
  memberId: recordId("Party member not found").optional(),
});

/** The offline provider's Update card step; `authentication` answers the test 3-D Secure challenge a card may ask for. */
export const testCardSetupSchema = testCardPaymentSchema.extend({
  authentication: z.enum(["complete", "fail"], { error: "authentication must be complete or fail" }).optional(),
});
