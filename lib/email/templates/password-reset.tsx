import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type PasswordResetProps = { firstName: string; resetUrl: string };

/** The forgot-password link (valid 1 hour, single use). */
export const passwordReset = defineEmail<PasswordResetProps>({
  name: "password-reset",
  description: "To an account owner who asked for a password reset.",
  subject: () => "Reset your Ridgeline password",
  heading: (p) => `Hi ${p.firstName}, reset your password`,
  action: (p) => ({ label: "Reset password", url: p.resetUrl }),
  body: () => (
    <>
      <P>We received a request to reset the password of your Ridgeline account.</P>
      <P>
        The link below is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays as it
        is.
      </P>
    </>
  ),
  sample: { firstName: "Rae", resetUrl: `${SAMPLE_URL}/reset-password?token=sample-token` },
});
