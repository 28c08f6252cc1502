"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/api-client";
import { FOLLOW_UP_SUCCESS, INQUIRY_MESSAGES, type BookingInquiry, type FollowUpAnswer } from "@/lib/inquiries/schema";
import { HUNTER_KEYS } from "./api-query";

/** POST /api/booking-inquiries, then refresh every inquiry query. */
export function useSaveInquiry(opts: { onSuccess?: (i: BookingInquiry) => void; successToast?: (i: BookingInquiry) => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<BookingInquiry>("/api/booking-inquiries", body),
    onSuccess: (inquiry) => {
      qc.setQueryData(HUNTER_KEYS.inquiry(inquiry.outfitterId), inquiry);
      void qc.invalidateQueries({ queryKey: HUNTER_KEYS.inquiries });
      opts.successToast?.(inquiry);
      opts.onSuccess?.(inquiry);
    },
    onError: (err) => toast.error("Error", { description: errorMessage(err, INQUIRY_MESSAGES.trackFailed) }),
  });
}

export function trackedToast(status: FollowUpAnswer) {
  toast.success(INQUIRY_MESSAGES.trackedTitle, { description: FOLLOW_UP_SUCCESS[status] });
}
