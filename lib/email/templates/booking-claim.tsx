import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";
import { COMMISSION_RATE } from "@/lib/platform-constants";

export type BookingClaimProps = {
  outfitterName: string;
  claimText: string;
  dashboardUrl: string;
};

/** A hunter says they booked with the outfitter off the platform: the outfitter verifies it. */
export const bookingClaim = defineEmail<BookingClaimProps>({
  name: "booking-claim",
  description: "To the outfitter when a hunter claims a booking made with it.",
  subject: () => "New booking claim to verify",
  heading: (p) => `Hi ${p.outfitterName}, a hunter claimed a booking with you`,
  action: (p) => ({ label: "Open your dashboard", url: p.dashboardUrl }),
  body: (p) => (
    <>
      <P>{p.claimText}</P>
      <P>Accepted claims appear in the hunter&apos;s bookings and add the {COMMISSION_RATE} platform commission to your balance.</P>
    </>
  ),
  sample: {
    outfitterName: "Cody",
    claimText:
      'Rae Hunter says they booked "5-day elk hunt, Bob Marshall" with you on 2027-10-03 for $6,500.00. Please accept or deny the claim from your dashboard.',
    dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
