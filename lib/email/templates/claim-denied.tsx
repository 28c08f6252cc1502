import { action, body, heading, type ClaimAnsweredProps } from "./claim-answered";
import { defineEmail } from "./define";
import { SAMPLE_URL } from "./sample";

export const claimDenied = defineEmail<ClaimAnsweredProps>({
  name: "claim-denied",
  description: "To the hunter when the outfitter denies a booking claim.",
  subject: (p) => p.title,
  heading,
  action,
  body,
  sample: {
    hunterName: "Rae",
    title: "Booking Claim Denied",
    message:
      'Cody could not confirm your booking claim for "5-day elk hunt, Bob Marshall" ($6,500.00). If you think this is a mistake, message the outfitter.',
    bookingsUrl: `${SAMPLE_URL}/hunter-dashboard`,
  },
});
