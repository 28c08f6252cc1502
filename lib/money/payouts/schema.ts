import { z } from "zod";

/** POST /api/payments/test/accounts/activate: the test onboarding page's one click. */
export const activateTestAccountSchema = z.object({
  accountId: z.string({ error: "accountId is required" }).trim().min(1, "accountId is required").max(100, "accountId is invalid"),
});

/** GET /api/outfitter/payouts/transfers?page=: the Payouts page's list, newest first, 20 a page. */
export const payoutTransfersQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number from 1 to 10000" })
    .int("page must be a whole number from 1 to 10000")
    .min(1, "page must be a whole number from 1 to 10000")
    .max(10_000, "page must be a whole number from 1 to 10000")
    .default(1),
});
export type PayoutTransfersQuery = z.output<typeof payoutTransfersQuerySchema>;
