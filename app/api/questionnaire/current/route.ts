// GET /api/questionnaire/current — this month's report state for the signed-in outfitter (hasResponse, response, isOverdue).
import { route } from "@/lib/http/route";
import { currentReport } from "@/lib/reports/questionnaire";

export const GET = route({ auth: "outfitter" }, async ({ user }) => currentReport(user));
