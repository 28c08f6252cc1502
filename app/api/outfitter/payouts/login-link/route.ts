// POST /api/outfitter/payouts/login-link — { url } of the outfitter's Express dashboard ("Manage payouts").
import { route } from "@/lib/http/route";
import { payoutDashboardLink } from "@/lib/money/payouts/service";

export const POST = route({ auth: "outfitter" }, async ({ user }) => payoutDashboardLink(user));
