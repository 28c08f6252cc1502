// GET /api/outfitter/overview — the dashboard's Business Overview for the signed-in outfitter.
import { route } from "@/lib/http/route";
import { businessOverview } from "@/lib/reports/overview";

export const GET = route({ auth: "outfitter" }, async ({ user }) => businessOverview(user));
