import { action, body, heading, type ClaimAnsweredProps } from "./claim-answered";
import { defineEmail } from "./define";
import { SAMPLE_URL } from "./sample";

export const claimAccepted = defineEmail<ClaimAnsweredProps>({
  name: "claim-accepted",
  description: "To the hunter when the outfitter confirms a booking claim.",
  subject: (p) => p.title,
  heading,
  action,
  body,
  sample: {
    hunterName: "Rae",
    title: "Booking Claim Accepted",
    message: 'Cody confirmed your booking claim for "5-day elk hunt, Bob Marshall" ($6,500.00). It now appears in My Bookings.',
    bookingsUrl: `${SAMPLE_URL}/hunter-dashboard`,
  },
});
