import { NOT_ANSWERED_TEXT } from "@/lib/bookings/answer-text";
import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type BookingExpiredOutfitterProps = {
  bookingId: number;
  hunterName: string;
  huntTitle: string;
  answerDays: number;
  dashboardUrl: string;
};

export const bookingExpiredOutfitter = defineEmail<BookingExpiredOutfitterProps>({
  name: "booking-expired-outfitter",
  description: "To the outfitter when it did not answer a held booking in time.",
  subject: (p) => `Booking expired: ${p.huntTitle}`,
  heading: () => "A booking request expired",
  action: (p) => ({ label: "Open your dashboard", url: p.dashboardUrl }),
  body: (p) => (
    <>
      <P>{`${p.hunterName}'s Booking #${p.bookingId} for ${p.huntTitle} was not answered within ${p.answerDays} days. ${NOT_ANSWERED_TEXT}`}</P>
      <P>The spots are available again.</P>
    </>
  ),
  sample: {
    bookingId: 1042,
    hunterName: "Rae Hunter",
    huntTitle: "Montana Elk Rifle Hunt",
    answerDays: 5,
    dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
