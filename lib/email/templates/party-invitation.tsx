import { defineEmail } from "./define";
import { LineItems, P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type PartyInvitationProps = {
  leadName: string;
  huntTitle: string;
  trip: string;
  share: string;
  expiresText: string;
  joinUrl: string;
};

export const partyInvitation = defineEmail<PartyInvitationProps>({
  name: "party-invitation",
  description: "To each hunter a lead invites when the party pays in shares: a link valid 72 hours to sign in, sign and pay their share.",
  subject: (p) => `${p.leadName} invited you to ${p.huntTitle}`,
  heading: () => "Join the hunting party",
  action: (p) => ({ label: "Join and pay my share", url: p.joinUrl }),
  body: (p) => (
    <>
      <P>{`${p.leadName} booked ${p.huntTitle} for a party, and each hunter pays their own share.`}</P>
      <LineItems
        items={[
          { label: "Hunt", value: p.huntTitle },
          { label: "Departure", value: p.trip },
          { label: "Your deposit share", value: p.share },
          { label: "Link valid until", value: p.expiresText },
        ]}
      />
      <P>Sign in or register, enter your details, sign the trip agreement and pay your share with your own card.</P>
      <P>If your share is not paid by then, it goes back to the lead.</P>
    </>
  ),
  sample: {
    leadName: "Rae Hunter",
    huntTitle: "Montana Elk Rifle Hunt",
    trip: "Oct 3–9, 2027",
    share: "$1,083.34",
    expiresText: "Oct 1, 2026, 9:00 AM UTC",
    joinUrl: `${SAMPLE_URL}/party/join/sample-token`,
  },
});
