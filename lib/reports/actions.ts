"use server";

import { action } from "@/lib/actions/action";
import { submitReport } from "./questionnaire";
import { reportSubmitSchema } from "./schema";

/** A paused outfitter may file too: filing the report is how a pause is settled. */
export const submitReportAction = action(
  { name: "reports.submit", auth: "outfitter", paused: "allow", schema: reportSubmitSchema },
  async ({ user, input }) => submitReport(user, input),
);
