import { ReceiptItems, SAMPLE_RECEIPT, type BookingReceipt } from "./booking-receipt";
import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingAcceptedProps = { bookingId: number; receipt: BookingReceipt; bookingUrl: string };

export const bookingAccepted = defineEmail<BookingAcceptedProps>({
  name: "booking-accepted",
  description: "To the hunter when the outfitter accepts the booking (the held card is charged).",
  subject: (p) => `Booking accepted: ${p.receipt.huntTitle}`,
  heading: () => "Your booking was accepted",
  action: (p) => ({ label: "View booking", url: p.bookingUrl }),
  body: (p) => (
    <>
      <P>{`Good news: the outfitter accepted Booking #${p.bookingId} for ${p.receipt.huntTitle}. Message them any time to plan the details.`}</P>
      <ReceiptItems receipt={p.receipt} />
    </>
  ),
  sample: { bookingId: 1042, receipt: SAMPLE_RECEIPT, bookingUrl: `${SAMPLE_URL}/bookings/1042` },
});
