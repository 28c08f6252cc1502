import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type RegistrationAttemptProps = { firstName: string; signInUrl: string };

/** Registration never says an address is taken; its owner is told here instead (at most hourly). */
export const registrationAttempt = defineEmail<RegistrationAttemptProps>({
  name: "registration-attempt",
  description: "To the owner of an address someone tried to register again.",
  subject: () => "Someone tried to create a Ridgeline account with your e-mail address",
  heading: (p) => `Hi ${p.firstName}, you already have an account`,
  action: (p) => ({ label: "Sign in", url: p.signInUrl }),
  body: () => (
    <>
      <P>
        Someone just tried to create a new Ridgeline account with this e-mail address. No new account was created and your account is
        unchanged.
      </P>
      <P>
        If it was you, sign in with your existing account, or reset your password from the sign-in dialog if you forgot it. If it
        wasn&apos;t you, you can ignore this e-mail.
      </P>
    </>
  ),
  sample: { firstName: "Rae", signInUrl: `${SAMPLE_URL}/?login=true` },
});
