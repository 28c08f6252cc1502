import { z } from "zod";

/** POST /api/payments/test/accounts/activate: the test onboarding page's one click. */
export const activateTestAccountSchema = z.object({
  accountId: z.string({ error: "accountId is required" }).trim().min(1, "accountId is required").max(100, "accountId is invalid"),
});
