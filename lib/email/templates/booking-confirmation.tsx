import { ReceiptItems, SAMPLE_RECEIPT, type BookingReceipt } from "./booking-receipt";
import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingConfirmationProps = {
  bookingId: number;
  hunterName: string;
  receipt: BookingReceipt;
  /** Request to book: the card is held, charged when the outfitter accepts. */
  held: boolean;
  answerDays: number;
  depositLine: string | null;
  policyLine: string;
  /** The booking's own page, /bookings/{id}. */
  bookingUrl: string;
  /** The signed trip agreement's PDF (lib/agreements), when the hunt has one. */
  agreementUrl?: string | null;
};

export const bookingConfirmation = defineEmail<BookingConfirmationProps>({
  name: "booking-confirmation",
  description: "To the hunter once a booking is paid (held) and sent to the outfitter.",
  subject: (p) => `Booking confirmation: ${p.receipt.huntTitle}`,
  heading: (p) => `Your booking request for ${p.receipt.huntTitle} is in`,
  action: (p) => ({ label: "View booking", url: p.bookingUrl }),
  body: (p) => (
    <>
      <P>{`Booking #${p.bookingId} for ${p.hunterName} has been received and sent to the outfitter for approval.`}</P>
      <ReceiptItems receipt={p.receipt} />
      <P>
        {p.held
          ? `The booking is subject to outfitter approval and weather. Your card is held, not charged, until the outfitter accepts; if they decline or do not answer within ${p.answerDays} days, the hold is released and nothing is charged.`
          : "The booking is subject to outfitter approval and weather. If the outfitter declines it, your payment is refunded in full."}
      </P>
      {p.depositLine ? <P>{p.depositLine}.</P> : null}
      {p.receipt.hunters > 1 ? <P>{`Party: ${p.receipt.hunters} hunters.`}</P> : null}
      <P>{p.policyLine}</P>
      {p.agreementUrl ? <P>{`Your signed trip agreement (PDF): ${p.agreementUrl}`}</P> : null}
    </>
  ),
  sample: {
    bookingId: 1042,
    hunterName: "Rae Hunter",
    receipt: SAMPLE_RECEIPT,
    held: true,
    answerDays: 5,
    depositLine: "Deposit today: $3,250.00 · Balance due to the outfitter: $9,750.00",
    policyLine:
      "Cancellation Policy (Moderate): Full refund up to 30 days before the trip. 50% refund from 30 to 14 days before. No refund in the last 14 days. If the outfitter cancels, you are refunded in full.",
    bookingUrl: `${SAMPLE_URL}/bookings/1042`,
    agreementUrl: `${SAMPLE_URL}/api/bookings/1042/agreement/pdf`,
  },
});
