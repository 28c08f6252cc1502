import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingCompletedProps = { bookingId: number; huntTitle: string; reviewUrl: string };

export const bookingCompleted = defineEmail<BookingCompletedProps>({
  name: "booking-completed",
  description: "To the hunter when the outfitter marks the hunt completed (asks for a review).",
  subject: (p) => `Thanks for hunting with us: ${p.huntTitle}`,
  heading: () => "Your hunt is complete",
  action: (p) => ({ label: "Write a review", url: p.reviewUrl }),
  body: (p) => (
    <P>{`The outfitter marked Booking #${p.bookingId} for ${p.huntTitle} as completed. We would love to hear how it went: leave a review on the hunt page.`}</P>
  ),
  sample: { bookingId: 1042, huntTitle: "Montana Elk Rifle Hunt", reviewUrl: `${SAMPLE_URL}/hunt/7` },
});
