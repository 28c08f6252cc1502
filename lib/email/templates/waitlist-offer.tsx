import { defineEmail } from "./define";
import { LineItems, P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type WaitlistOfferProps = {
  firstName: string;
  huntTitle: string;
  trip: string;
  partySize: number;
  expiresText: string;
  bookUrl: string;
};

export const waitlistOffer = defineEmail<WaitlistOfferProps>({
  name: "waitlist-offer",
  description: "To the first hunter in line whose party fits when spots free up on a full departure: the spots are held for 24 hours.",
  subject: (p) => `Spots opened on ${p.huntTitle}: held for you for 24 hours`,
  heading: () => "Your waitlist spots are ready",
  action: (p) => ({ label: "Book now", url: p.bookUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName}, spots freed up on a departure you were waiting for, and they are held for you.`}</P>
      <LineItems
        items={[
          { label: "Hunt", value: p.huntTitle },
          { label: "Departure", value: p.trip },
          { label: "Hunters", value: String(p.partySize) },
          { label: "Held until", value: p.expiresText },
        ]}
      />
      <P>If you do not book by then, the spots go to the next hunter in line.</P>
    </>
  ),
  sample: {
    firstName: "Rae",
    huntTitle: "Montana Elk Rifle Hunt",
    trip: "Oct 3–9, 2027",
    partySize: 2,
    expiresText: "Oct 1, 2027, 9:00 AM UTC",
    bookUrl: `${SAMPLE_URL}/booking/7`,
  },
});
