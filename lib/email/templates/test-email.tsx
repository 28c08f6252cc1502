import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type TestEmailProps = { subject: string; message: string; adminName: string; appUrl: string };

export const testEmail = defineEmail<TestEmailProps>({
  name: "test",
  description: "The custom test message an admin sends from /email-debug.",
  subject: (p) => p.subject,
  heading: (p) => p.subject,
  action: (p) => ({ label: "Open Ridgeline", url: p.appUrl }),
  body: (p) => (
    <>
      <P>{p.message}</P>
      <P>{`Sent by ${p.adminName} from the admin e-mail test page.`}</P>
    </>
  ),
  sample: { subject: "Ridgeline test e-mail", message: "This is a test e-mail from Ridgeline.", adminName: "Avery", appUrl: SAMPLE_URL },
});
