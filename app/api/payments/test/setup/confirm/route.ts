// POST /api/payments/test/setup/confirm — the offline test provider's Update card step, with its 3-D Secure test challenge (only without Stripe keys).
import { route } from "@/lib/http/route";
import { testCardSetupSchema } from "@/lib/money/installments/schema";
import { confirmTestCardSetup, OWN_BALANCE } from "@/lib/money/installments/service";

export const POST = route({ auth: "hunter", roleMessage: OWN_BALANCE, body: testCardSetupSchema }, async ({ user, body }) =>
  confirmTestCardSetup(user, body),
);
