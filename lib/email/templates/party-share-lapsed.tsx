import { defineEmail } from "./define";
import { LineItems, P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type PartyShareLapsedProps = {
  leadName: string;
  huntTitle: string;
  memberEmail: string;
  share: string;
  deadlineText: string;
  partyUrl: string;
};

export const partyShareLapsed = defineEmail<PartyShareLapsedProps>({
  name: "party-share-lapsed",
  description: "To the lead when an invited hunter's 72-hour link expired unpaid: the share is theirs to pay, or to remove from the party.",
  subject: (p) => `A share of ${p.huntTitle} is back with you`,
  heading: () => "A party member did not pay in time",
  action: (p) => ({ label: "Open the party", url: p.partyUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.leadName}, the invitation to ${p.memberEmail} expired before their share was paid.`}</P>
      <LineItems
        items={[
          { label: "Hunt", value: p.huntTitle },
          { label: "Share", value: p.share },
          { label: "Decide by", value: p.deadlineText },
        ]}
      />
      <P>Pay the share yourself, or remove that hunter from the party to free the spot. If you do neither, the spot is freed then.</P>
    </>
  ),
  sample: {
    leadName: "Rae",
    huntTitle: "Montana Elk Rifle Hunt",
    memberEmail: "sam@example.com",
    share: "$1,083.33",
    deadlineText: "Oct 3, 2026, 9:00 AM UTC",
    partyUrl: `${SAMPLE_URL}/party/7`,
  },
});
