"use client";

export type ConversationBookingPanelProps = {
  outfitterId: number;
  outfitterFirstName: string;
  /** ISO time of the latest message in the conversation, or null when there is none. */
  lastMessageAt: string | null;
  /** The conversation was opened for a booking (`&booking=true`). */
  bookingIntent: boolean;
};

/**
 * Shown to a hunter inside a conversation with an outfitter: the intake questionnaire card or the
 * follow-up card, and the 'Claim Booking with Outfitter' modal. Filled by the hunter area.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function ConversationBookingPanel(props: ConversationBookingPanelProps) {
  return null;
}
