"use client";

import { CalendarClock } from "lucide-react";
import type { BookingInquiry } from "@/lib/inquiries/schema";
import { FollowUpForm } from "./follow-up-form";

/** The booking follow-up card shown in a conversation that has gone quiet (spec 000 §4). */
export function FollowUpCard({
  outfitterId,
  outfitterFirstName,
  inquiry,
}: {
  outfitterId: number;
  outfitterFirstName: string;
  inquiry: BookingInquiry | null;
}) {
  return (
    <section aria-label="Booking follow-up" className="rounded-lg border border-primary/30 bg-primary/5 p-4" data-testid="follow-up-card">
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <CalendarClock aria-hidden className="size-5 text-primary" />
        How did it go with {outfitterFirstName}?
      </h3>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        {inquiry?.bookingStatus === "maybe"
          ? "You were still deciding a few weeks ago. Have you made a decision?"
          : "It's been a while since your last message. Let us know whether you booked."}
      </p>
      <FollowUpForm outfitterId={outfitterId} outfitterFirstName={outfitterFirstName} huntId={inquiry?.huntId ?? null} />
    </section>
  );
}
