import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type TagDrawNoticeProps = {
  subject: string;
  heading: string;
  lines: string[];
  actionLabel: string;
  url: string;
  /** A reminder's one-click stop link. */
  stopUrl?: string | null;
};

/** Every tag-draw message (reported, confirmed, disputed, outcome applied, reminders): their words come from lib/tags/emails.ts. */
export const tagDrawNotice = defineEmail<TagDrawNoticeProps>({
  name: "tag-draw-notice",
  description: "Tag draws: a result reported, confirmed or disputed, the failed-draw outcome applied, and the reminders.",
  subject: (p) => p.subject,
  heading: (p) => p.heading,
  action: (p) => ({ label: p.actionLabel, url: p.url }),
  body: (p) => (
    <>
      {p.lines.map((l) => (
        <P key={l}>{l}</P>
      ))}
    </>
  ),
  footnote: (p) => (p.stopUrl ? `Stop these reminders: ${p.stopUrl}` : undefined),
  sample: {
    subject: "Draw result reported: Unit 61 Bull Elk",
    heading: "A hunter reported a draw result",
    lines: [
      "Hannah Reed reported hunter 2 of Booking #1042 as not drawn.",
      "Confirm or dispute it within 7 days; after that it is confirmed.",
    ],
    actionLabel: "Open your dashboard",
    url: `${SAMPLE_URL}/outfitter-dashboard`,
    stopUrl: null,
  },
});
