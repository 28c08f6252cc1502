// POST /api/outfitter/payouts/onboard — creates the outfitter's connected account once and answers { url } of its onboarding.
import { route } from "@/lib/http/route";
import { startPayoutOnboarding } from "@/lib/money/payouts/service";

export const POST = route({ auth: "outfitter" }, async ({ user }) => startPayoutOnboarding(user));
