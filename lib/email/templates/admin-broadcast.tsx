import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type AdminBroadcastProps = { firstName: string; subject: string; message: string; appUrl: string };

export const adminBroadcast = defineEmail<AdminBroadcastProps>({
  name: "admin-broadcast",
  description: "To every active user of the audience an admin notifies from the dashboard.",
  subject: (p) => p.subject,
  heading: (p) => p.subject,
  action: (p) => ({ label: "Open Ridgeline", url: p.appUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName},`}</P>
      {p.message.split(/\n{2,}/).map((para, i) => (
        <P key={i}>{para}</P>
      ))}
    </>
  ),
  sample: {
    firstName: "Rae",
    subject: "Spring bear season is open for booking",
    message: "Outfitters have published their spring bear departures.\n\nBook early: the best weeks fill within days.",
    appUrl: SAMPLE_URL,
  },
});
