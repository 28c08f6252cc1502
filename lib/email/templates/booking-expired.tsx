import { NOT_ANSWERED_TEXT } from "@/lib/bookings/answer-text";
import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingExpiredProps = { bookingId: number; huntTitle: string; browseUrl: string };

export const bookingExpired = defineEmail<BookingExpiredProps>({
  name: "booking-expired",
  description: "To the hunter when the outfitter did not answer a held booking in time.",
  subject: (p) => `Booking expired: ${p.huntTitle}`,
  heading: () => "Your booking request expired",
  action: (p) => ({ label: "Browse other hunts", url: p.browseUrl }),
  body: (p) => (
    <>
      <P>{`Booking #${p.bookingId} for ${p.huntTitle}: ${NOT_ANSWERED_TEXT}`}</P>
      <P>You can book another departure or another hunt.</P>
    </>
  ),
  sample: { bookingId: 1042, huntTitle: "Montana Elk Rifle Hunt", browseUrl: `${SAMPLE_URL}/browse-hunts` },
});
