"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import type { ActionState } from "@/lib/actions/state";
import { FOLLOW_UP_SUCCESS, INQUIRY_MESSAGES, type BookingInquiry, type FollowUpAnswer } from "@/lib/inquiries/schema";
import { QUERY_KEYS } from "@/components/query/keys";

/**
 * After the intake questionnaire or a follow-up answer was saved (lib/inquiries/actions.ts, twins
 * of POST /api/booking-inquiries): the inquiry's cache takes the answer and every inquiry query is re-read.
 */
export function useInquirySaved() {
  const qc = useQueryClient();
  return (inquiry: BookingInquiry) => {
    qc.setQueryData(QUERY_KEYS.hunter.inquiry(inquiry.outfitterId), inquiry);
    void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.inquiries });
  };
}

/** The action refused (or could not be reached): its message, else the generic fallback. */
export function inquiryRefusedToast(state: ActionState<unknown>) {
  toast.error("Error", { description: state.message || INQUIRY_MESSAGES.trackFailed });
}

export function trackedToast(status: FollowUpAnswer) {
  toast.success(INQUIRY_MESSAGES.trackedTitle, { description: FOLLOW_UP_SUCCESS[status] });
}
