import { defineEmail } from "./define";
import { P } from "./parts";
import type { ReviewModeratedProps } from "./review-approved";
import { SAMPLE_URL } from "./sample";

export const reviewRejected = defineEmail<ReviewModeratedProps>({
  name: "review-rejected",
  description: "To the hunter whose review an admin does not approve (with the admin's reason, if given).",
  subject: () => "Your Ridgeline review was not approved",
  heading: () => "Review Not Approved",
  action: (p) => ({ label: "Read our review guidelines", url: p.reviewUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName},`}</P>
      <P>{p.message}</P>
      <P>You are welcome to write a new review that follows the guidelines.</P>
    </>
  ),
  sample: {
    firstName: "Rae",
    message: 'Your review of "Montana Elk Rifle Hunt" was not approved. Reason: Reviews may not include phone numbers.',
    reviewUrl: `${SAMPLE_URL}/help-center`,
  },
});
