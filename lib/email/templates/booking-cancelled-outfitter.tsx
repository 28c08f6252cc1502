import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingCancelledOutfitterProps = { bookingId: number; hunterName: string; huntTitle: string; dashboardUrl: string };

export const bookingCancelledOutfitter = defineEmail<BookingCancelledOutfitterProps>({
  name: "booking-cancelled-outfitter",
  description: "To the outfitter when the hunter cancels a pending booking.",
  subject: (p) => `Booking cancelled: ${p.huntTitle}`,
  heading: () => "A booking was cancelled",
  action: (p) => ({ label: "Open your dashboard", url: p.dashboardUrl }),
  body: (p) => <P>{`${p.hunterName} cancelled Booking #${p.bookingId} for ${p.huntTitle}. The spot is available again.`}</P>,
  sample: {
    bookingId: 1042,
    hunterName: "Rae Hunter",
    huntTitle: "Montana Elk Rifle Hunt",
    dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
