// POST /api/payments/test/accounts/activate — the offline provider's onboarding click: activates the outfitter's own test account.
import { route } from "@/lib/http/route";
import { activateTestAccountSchema } from "@/lib/money/payouts/schema";
import { activateTestPayouts } from "@/lib/money/payouts/service";

export const POST = route({ auth: "outfitter", body: activateTestAccountSchema }, async ({ user, body }) =>
  activateTestPayouts(user, body.accountId),
);
