import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type NewMessageProps = {
  recipientName: string;
  senderName: string;
  messagePreview: string;
  conversationUrl: string;
};

/** A digest: at most one per conversation and inbox every 15 minutes, with the first unread message's preview. */
export const newMessage = defineEmail<NewMessageProps>({
  name: "new-message",
  description: "To the receiver of a message, at most once per conversation every 15 minutes.",
  subject: (p) => `New message from ${p.senderName} on Ridgeline`,
  heading: (p) => `${p.senderName} sent you a message`,
  action: (p) => ({ label: "Read and reply", url: p.conversationUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.recipientName},`}</P>
      <P>{p.messagePreview}</P>
    </>
  ),
  sample: {
    recipientName: "Cody",
    senderName: "Rae",
    messagePreview: "Hi Cody, is the October elk departure still open for two hunters? We would fly into Bozeman the day before and…",
    conversationUrl: `${SAMPLE_URL}/messages?recipient=12&autoOpen=true`,
  },
});
