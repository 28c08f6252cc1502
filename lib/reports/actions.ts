"use server";

import { action } from "@/lib/actions/action";
import { submitReport } from "./questionnaire";
import { reportSubmitSchema } from "./schema";

/**
 * Submit Report in the monthly booking report dialog (POST /api/questionnaire/submit's twin): an
 * approved outfitter, a paused one too (filing the report is how a pause is settled). The
 * commission is computed by the service, never taken from the form.
 */
export const submitReportAction = action(
  { name: "reports.submit", auth: "outfitter", paused: "allow", schema: reportSubmitSchema },
  async ({ user, input }) => submitReport(user, input),
);
