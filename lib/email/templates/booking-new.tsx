import { formatUsd } from "@/lib/format/money";
import { ReceiptItems, SAMPLE_RECEIPT, type BookingReceipt } from "./booking-receipt";
import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";
import { COMMISSION_RATE } from "@/lib/platform-constants";

export type BookingNewProps = {
  bookingId: number;
  hunterName: string;
  receipt: BookingReceipt;
  /** The day a held card is released unless the outfitter answers; null when not held. */
  answerBy: string | null;
  dashboardUrl: string;
};

export const bookingNew = defineEmail<BookingNewProps>({
  name: "booking-new",
  description: "To the outfitter when a hunter books and pays for one of its hunts.",
  subject: (p) => `New booking request: ${p.receipt.huntTitle}`,
  heading: () => "You have a new booking request",
  action: (p) => ({ label: "Open your dashboard", url: p.dashboardUrl }),
  body: (p) => (
    <>
      <P>{`${p.hunterName} booked ${p.receipt.huntTitle} and paid ${formatUsd(p.receipt.depositCents)} (Booking #${p.bookingId}).`}</P>
      <ReceiptItems receipt={p.receipt} />
      <P>
        {p.answerBy
          ? `Please accept or deny the booking from your dashboard by ${p.answerBy}: the card hold is released after that. A ${COMMISSION_RATE} commission is added to your balance when you accept.`
          : `Please accept or deny the booking from your dashboard. A ${COMMISSION_RATE} commission is added to your balance when you accept.`}
      </P>
    </>
  ),
  sample: {
    bookingId: 1042,
    hunterName: "Rae Hunter",
    receipt: SAMPLE_RECEIPT,
    answerBy: "Oct 8",
    dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
