// POST /api/outfitter/payouts/refresh — re-reads the payout account from the provider (on return from onboarding).
import { route } from "@/lib/http/route";
import { refreshPayoutAccount } from "@/lib/money/payouts/service";

export const POST = route({ auth: "outfitter" }, async ({ user }) => refreshPayoutAccount(user));
