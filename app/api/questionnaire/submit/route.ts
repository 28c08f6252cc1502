// POST /api/questionnaire/submit — an approved outfitter files this month's booking report; the commission is computed here.
import { json, route } from "@/lib/http/route";
import { assertMayFileReports, submitReport } from "@/lib/reports/questionnaire";
import { reportSubmitSchema } from "@/lib/reports/schema";

export const POST = route(
  { auth: "outfitter", paused: "allow", guard: ({ user }) => assertMayFileReports(user), body: reportSubmitSchema },
  async ({ user, body }) => json(await submitReport(user, body), 201),
);
