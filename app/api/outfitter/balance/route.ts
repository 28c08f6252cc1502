// GET /api/outfitter/balance — the signed-in outfitter's commission balance { totalOwed, paidToDate }.
import { getBalance } from "@/lib/money/commission/payments";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "outfitter" }, async ({ user }) => getBalance(user.id));
