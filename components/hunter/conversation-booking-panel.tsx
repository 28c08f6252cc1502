"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { followUpState } from "@/lib/inquiries/follow-up-state";
import type { BookingInquiry } from "@/lib/inquiries/schema";
import { useApiQuery } from "./api-query";
import { ClaimBookingDialog } from "./claim-booking-dialog";
import { FollowUpCard } from "./follow-up-card";
import { IntakeQuestionnaireCard } from "./intake-questionnaire-card";
import { useNow } from "./use-now";
import { QUERY_KEYS } from "@/components/query/keys";

export type ConversationBookingPanelProps = {
  outfitterId: number;
  outfitterFirstName: string;
  /** ISO time of the latest message in the conversation, or null when there is none. */
  lastMessageAt: string | null;
  /** The conversation was opened for a booking (`&booking=true`). */
  bookingIntent: boolean;
};

/**
 * Shown to a hunter inside a conversation with an outfitter: the follow-up card
 * when the conversation has gone quiet (followUpState), otherwise the intake questionnaire card,
 * and the 'Claim Booking with Outfitter' button opening the claim modal for this outfitter.
 */
export function ConversationBookingPanel({ outfitterId, outfitterFirstName, lastMessageAt, bookingIntent }: ConversationBookingPanelProps) {
  const { data: user } = useCurrentUser();
  const isHunter = user?.role === "hunter";
  const inquiry = useApiQuery<BookingInquiry | null>(QUERY_KEYS.hunter.inquiry(outfitterId), { enabled: isHunter });
  const now = useNow();
  const qc = useQueryClient();
  if (!isHunter || inquiry.isLoading) return null;

  const data = inquiry.data ?? null;
  const card = followUpState({ inquiry: data, lastMessageAt, now });
  return (
    <div
      className="grid max-h-[22dvh] shrink-0 gap-2 overflow-y-auto border-b bg-card/60 px-3 py-3 sm:px-5 md:max-h-[45dvh]"
      data-testid="conversation-booking-panel"
    >
      {card === "follow-up" ? (
        <FollowUpCard outfitterId={outfitterId} outfitterFirstName={outfitterFirstName} inquiry={data} />
      ) : (
        <IntakeQuestionnaireCard
          key={outfitterId}
          outfitterId={outfitterId}
          outfitterFirstName={outfitterFirstName}
          inquiry={data}
          defaultOpen={bookingIntent}
          onSent={() => void qc.invalidateQueries({ queryKey: QUERY_KEYS.messages.all })}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {data?.bookingStatus === "yes"
            ? `Booked with ${outfitterFirstName} directly? Claim it so it shows in My Bookings.`
            : "Already booked directly with this outfitter?"}
        </p>
        <ClaimBookingDialog
          key={outfitterId}
          defaultOutfitterId={outfitterId}
          triggerLabel="Claim Booking with Outfitter"
          triggerVariant={data?.bookingStatus === "yes" ? "default" : "outline"}
        />
      </div>
    </div>
  );
}
