// GET /api/outfitter/payouts — the signed-in outfitter's payout account state for the dashboard's Payouts card.
import { route } from "@/lib/http/route";
import { getPayoutStatus } from "@/lib/money/payouts/service";

export const GET = route({ auth: "outfitter" }, async ({ user }) => getPayoutStatus(user));
