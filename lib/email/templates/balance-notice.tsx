import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BalanceNoticeProps = {
  subject: string;
  heading: string;
  lines: string[];
  actionLabel: string;
  url: string;
};

/** Every message of the balance Ridgeline collects (reminders, paid, failed, the outfitter's choice): words in lib/money/installments/emails.ts. */
export const balanceNotice = defineEmail<BalanceNoticeProps>({
  name: "balance-notice",
  description:
    "The balance Ridgeline collects: the reminders 7 days and 1 day before, the charge, a failed charge, and the outfitter's choice after 72 h.",
  subject: (p) => p.subject,
  heading: (p) => p.heading,
  action: (p) => ({ label: p.actionLabel, url: p.url }),
  body: (p) => (
    <>
      {p.lines.map((l) => (
        <P key={l}>{l}</P>
      ))}
    </>
  ),
  sample: {
    subject: "Your balance of $3,375.00 is charged on Aug 3, 2027: Unit 61 Bull Elk",
    heading: "Your balance is charged in 7 days",
    lines: [
      "The balance of booking #1042, $3,375.00, is charged to your saved card on Aug 3, 2027.",
      "You can pay it now, or update your card, from your dashboard.",
    ],
    actionLabel: "Open your bookings",
    url: `${SAMPLE_URL}/hunter-dashboard`,
  },
});
