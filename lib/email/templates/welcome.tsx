import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type WelcomeProps = { firstName: string; browseUrl: string };

export const welcome = defineEmail<WelcomeProps>({
  name: "welcome",
  description: "To a hunter right after registering.",
  subject: () => "Welcome to Ridgeline",
  preview: () => "Your Ridgeline account is ready",
  heading: (p) => `Welcome to Ridgeline, ${p.firstName}!`,
  action: (p) => ({ label: "Browse hunts", url: p.browseUrl }),
  body: () => <P>Your account has been created. Browse hunts from vetted top-tier outfitters, message them and book your next hunt.</P>,
  sample: { firstName: "Rae", browseUrl: `${SAMPLE_URL}/browse-hunts` },
});
