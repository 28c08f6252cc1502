import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type ReviewModeratedProps = {
  firstName: string;
  message: string;
  reviewUrl: string;
};

export const reviewApproved = defineEmail<ReviewModeratedProps>({
  name: "review-approved",
  description: "To the hunter whose review an admin approves (now public).",
  subject: () => "Your Ridgeline review is public",
  heading: () => "Review Approved",
  action: (p) => ({ label: "See your review", url: p.reviewUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName},`}</P>
      <P>{p.message}</P>
      <P>Thank you for helping other hunters choose their outfitter.</P>
    </>
  ),
  sample: {
    firstName: "Rae",
    message: 'Your review of "Montana Elk Rifle Hunt" has been approved and is now public.',
    reviewUrl: `${SAMPLE_URL}/hunt/7`,
  },
});
