import { defineEmail } from "./define";
import { action, body, type MonthlyReportProps } from "./monthly-report";
import { SAMPLE_URL } from "./sample";

export const monthlyReportPrompt = defineEmail<MonthlyReportProps>({
  name: "monthly-report-prompt",
  description: "To every approved outfitter that has not filed the month's booking report (from the 1st).",
  subject: (p) => `Your monthly booking report for ${p.period}`,
  heading: () => "Monthly Report Required",
  action,
  body,
  sample: {
    firstName: "Cody",
    period: "March 2027",
    message:
      "Your monthly booking report for March 2027 is due by the 14th. Report the bookings you made directly with hunters you met on Ridgeline (bookings and claims you accepted on Ridgeline are counted already).",
    reportUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
