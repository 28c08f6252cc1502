import { formatUsd } from "@/lib/format/money";
import { defineEmail } from "./define";
import { LineItems, P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type CommissionPaymentProps = { firstName: string; amountCents: number; feeCents: number; orderId: string; dashboardUrl: string };

export const commissionPayment = defineEmail<CommissionPaymentProps>({
  name: "commission-payment",
  description: "To the outfitter when its commission payment is captured.",
  subject: () => "Commission payment received",
  heading: (p) => `Thank you, ${p.firstName}`,
  action: (p) => ({ label: "Open your dashboard", url: p.dashboardUrl }),
  body: (p) => (
    <>
      <P>
        {`We received your commission payment of ${formatUsd(p.amountCents)}, plus a ${formatUsd(p.feeCents)} card convenience fee (total ${formatUsd(p.amountCents + p.feeCents)}).`}
      </P>
      <LineItems
        items={[
          { label: "Commission", value: formatUsd(p.amountCents) },
          { label: "Card convenience fee", value: formatUsd(p.feeCents) },
        ]}
        total={{ label: "Total", value: formatUsd(p.amountCents + p.feeCents) }}
      />
      <P>{`PayPal order ${p.orderId}.`}</P>
    </>
  ),
  sample: {
    firstName: "Cody",
    amountCents: 130000,
    feeCents: 4160,
    orderId: "5O190127TN364715T",
    dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
