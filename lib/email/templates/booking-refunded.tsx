import { formatUsd } from "@/lib/format/money";
import { defineEmail } from "./define";
import { LineItems, P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingRefundedProps = {
  bookingId: number;
  huntTitle: string;
  /** The hunter is refunded by the booking's policy; an outfitter cancelling refunds in full. */
  by: "hunter" | "outfitter";
  policyName: string;
  paidCents: number;
  refundCents: number;
  bookingsUrl: string;
};

export const bookingRefunded = defineEmail<BookingRefundedProps>({
  name: "booking-refunded",
  description: "To the hunter when an accepted booking is cancelled (by either side), with the refund.",
  subject: (p) => `Booking cancelled and refunded: ${p.huntTitle}`,
  heading: () => "Your booking was cancelled",
  action: (p) => ({ label: "View my bookings", url: p.bookingsUrl }),
  body: (p) => (
    <>
      <P>
        {p.by === "outfitter"
          ? `The outfitter cancelled Booking #${p.bookingId} for ${p.huntTitle}. You will be refunded ${formatUsd(p.refundCents)} of ${formatUsd(p.paidCents)}.`
          : `You cancelled Booking #${p.bookingId} for ${p.huntTitle}. You will be refunded ${formatUsd(p.refundCents)} of ${formatUsd(p.paidCents)} under the ${p.policyName} cancellation policy.`}
      </P>
      <LineItems
        items={[
          { label: "Paid", value: formatUsd(p.paidCents) },
          { label: "Kept by the cancellation policy", value: formatUsd(p.paidCents - p.refundCents) },
        ]}
        total={{ label: "Refund to your card", value: formatUsd(p.refundCents) }}
      />
    </>
  ),
  sample: {
    bookingId: 1042,
    huntTitle: "Montana Elk Rifle Hunt",
    by: "hunter",
    policyName: "Moderate",
    paidCents: 325000,
    refundCents: 162500,
    bookingsUrl: `${SAMPLE_URL}/hunter-dashboard`,
  },
});
