import { formatUsd } from "@/lib/format/money";
import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type CommissionPaymentReminderProps = { firstName: string; owedCents: number; dueDays: number; dashboardUrl: string };

export const commissionPaymentReminder = defineEmail<CommissionPaymentReminderProps>({
  name: "commission-payment-reminder",
  description: "To an outfitter an admin reminds of outstanding commission.",
  subject: () => "Commission payment reminder",
  heading: () => "Commission Payment Reminder",
  action: (p) => ({ label: "Pay from your dashboard", url: p.dashboardUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName},`}</P>
      <P>{`This is a reminder that you have ${formatUsd(p.owedCents)} in outstanding commission with Ridgeline.`}</P>
      <P>{`Payment is due within ${p.dueDays} days of your monthly report. You can pay by card or by mailed check from your dashboard.`}</P>
    </>
  ),
  sample: { firstName: "Cody", owedCents: 245000, dueDays: 15, dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard` },
});
