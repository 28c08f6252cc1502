// GET /api/outfitter/payouts/transfers?page= — the signed-in outfitter's transfers to and refunds from its payout account, 20 a page.
import { route } from "@/lib/http/route";
import { payoutTransfersQuerySchema } from "@/lib/money/payouts/schema";
import { listPayoutTransfers } from "@/lib/money/payouts/transfers";

export const GET = route({ auth: "outfitter", query: payoutTransfersQuerySchema }, async ({ user, query }) =>
  listPayoutTransfers(user, query),
);
