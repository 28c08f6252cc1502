import { depositLine } from "@/lib/money/deposit";
import { formatUsd } from "@/lib/format/money";
import { ReceiptItems, SAMPLE_RECEIPT, type BookingReceipt } from "./booking-receipt";
import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type PaymentConfirmationProps = {
  bookingId: number;
  receipt: BookingReceipt;
  held: boolean;
  deposit: boolean;
  bookingsUrl: string;
};

export const paymentConfirmation = defineEmail<PaymentConfirmationProps>({
  name: "payment-confirmation",
  description: "To the hunter with the booking's receipt once the card payment went through.",
  subject: (p) => `Payment received: ${formatUsd(p.receipt.depositCents)}`,
  heading: () => "Payment confirmation",
  action: (p) => ({ label: "View my bookings", url: p.bookingsUrl }),
  body: (p) => {
    const amount = formatUsd(p.receipt.depositCents);
    const title = p.receipt.huntTitle;
    return (
      <>
        <P>
          {p.held
            ? `We received your payment of ${amount} for ${title} (Booking #${p.bookingId}): it is held on your card and charged when the outfitter accepts.`
            : `We received your payment of ${amount} for ${title} (Booking #${p.bookingId}).`}
        </P>
        <ReceiptItems receipt={p.receipt} />
        {/* Issue 21: the confirmation says it in the booking page's words too. */}
        {p.deposit && <P>{depositLine(p.receipt.depositCents, p.receipt.totalCents)}</P>}
        {p.deposit ? (
          <P>
            Ridgeline charges hunters no platform fee: the deposit is part of the hunt price, and the balance is paid to the outfitter
            directly.
          </P>
        ) : (
          <P>Ridgeline charges hunters no platform fee: this is the hunt price and the whole amount charged.</P>
        )}
      </>
    );
  },
  sample: {
    bookingId: 1042,
    receipt: SAMPLE_RECEIPT,
    held: true,
    deposit: true,
    bookingsUrl: `${SAMPLE_URL}/hunter-dashboard`,
  },
});
