import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type EmailChangedProps = { firstName: string; newEmail: string; contactUrl: string };

/** To the old address: whoever holds a session could otherwise move the account to their address (and reset its password) unnoticed. */
export const emailChanged = defineEmail<EmailChangedProps>({
  name: "email-changed",
  description: "To an account's previous address when its sign-in e-mail is changed.",
  subject: () => "Your Ridgeline e-mail address was changed",
  heading: (p) => `Hi ${p.firstName}, your e-mail address was changed`,
  action: (p) => ({ label: "Contact us", url: p.contactUrl }),
  body: (p) => (
    <>
      <P>
        The e-mail address of your Ridgeline account was just changed to {p.newEmail}. Ridgeline will write to that address from now on.
      </P>
      <P>If you made this change, there is nothing to do. If you did not, contact us at once so that we can secure your account.</P>
    </>
  ),
  sample: { firstName: "Rae", newEmail: "rae.new@example.com", contactUrl: `${SAMPLE_URL}/contact-us` },
});
