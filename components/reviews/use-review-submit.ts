"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/api-client";
import { REVIEW_MESSAGES } from "@/lib/reviews/schema";

/** Posts a review; the spec's toasts (spec 000 §8) on success and failure. */
export function useReviewSubmit(path: "/api/reviews" | "/api/outfitter-reviews", onDone: () => void) {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post(path, body),
    onSuccess: () => {
      toast.success("Review Submitted", { description: REVIEW_MESSAGES.success });
      onDone();
    },
    onError: (err) => toast.error("Error", { description: errorMessage(err, "Failed to submit review") }),
  });
}
