import { defineEmail } from "./define";
import { P } from "./parts";

export type ContactMessageProps = { id: number; name: string; email: string; subject: string; message: string; inboxUrl: string };

export const contactMessage = defineEmail<ContactMessageProps>({
  name: "contact-message",
  description: "To the support address when someone sends the Contact Us form.",
  subject: (p) => `Contact form: ${p.subject}`,
  heading: (p) => `New message from ${p.name}`,
  action: (p) => ({ label: `Reply to ${p.name}`, url: p.inboxUrl }),
  body: (p) => (
    <>
      <P>{`From: ${p.name} <${p.email}>`}</P>
      <P>{`Subject: ${p.subject}`}</P>
      {p.message.split(/\n{2,}/).map((para, i) => (
        <P key={i}>{para}</P>
      ))}
      <P>{`Reply to ${p.email} within 24 hours. Reference #${p.id}.`}</P>
    </>
  ),
  sample: {
    id: 311,
    name: "Dale Whitfield",
    email: "dale@example.com",
    subject: "Group booking",
    message: "We are six hunters looking at a sheep hunt in 2028.\n\nCan an outfitter take a group that size?",
    inboxUrl: "mailto:dale@example.com?subject=Re%3A%20Group%20booking",
  },
});
