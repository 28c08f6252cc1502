// POST /api/questionnaire/submit — an approved outfitter files this month's booking report; the commission is computed here.
import { json, route } from "@/lib/http/route";
import { submitReport } from "@/lib/reports/questionnaire";

export const POST = route({ auth: "outfitter", paused: "allow" }, async ({ user, body }) => json(await submitReport(user, body), 201));
