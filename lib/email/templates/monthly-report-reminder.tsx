import { defineEmail } from "./define";
import { action, body, type MonthlyReportProps } from "./monthly-report";
import { SAMPLE_URL } from "./sample";

export const monthlyReportReminder = defineEmail<MonthlyReportProps>({
  name: "monthly-report-reminder",
  description: "To the outfitters an admin reminds of a missing monthly booking report.",
  subject: (p) => `Monthly booking report for ${p.period}`,
  heading: () => "Monthly Report Reminder",
  action,
  body,
  sample: {
    firstName: "Cody",
    period: "March 2027",
    message: "Your monthly booking report for March 2027 is overdue. Please submit it now from your dashboard to keep your account active.",
    reportUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
