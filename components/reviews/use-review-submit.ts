"use client";

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { submitHuntReviewAction, submitOutfitterReviewAction } from "@/lib/reviews/actions";
import { REVIEW_MESSAGES, type huntReviewSchema, type outfitterReviewSchema } from "@/lib/reviews/schema";
import type { ReviewFieldErrors } from "./review-fields";

type Body = { hunt: z.input<typeof huntReviewSchema>; outfitter: z.input<typeof outfitterReviewSchema> };

const FAILED = "Failed to submit review";

/**
 * Posts a review through its server action (the twins of POST /api/reviews and
 * /api/outfitter-reviews); the spec's toasts (spec 000 §8) on success and failure, and a rule
 * only the server checks (which booking) shown beside its field.
 */
export function useReviewSubmit<K extends keyof Body>(kind: K, onDone: () => void, onFieldErrors?: (errors: ReviewFieldErrors) => void) {
  return useMutation({
    mutationFn: (body: Body[K]) =>
      kind === "hunt"
        ? callAction(submitHuntReviewAction, body as Body["hunt"], FAILED)
        : callAction(submitOutfitterReviewAction, body as Body["outfitter"], FAILED),
    onSuccess: () => {
      toast.success("Review Submitted", { description: REVIEW_MESSAGES.success });
      onDone();
    },
    onError: (err) => {
      const fieldErrors = err instanceof ActionRefusal ? err.fieldErrors : undefined;
      if (fieldErrors && onFieldErrors) {
        onFieldErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0]])) as ReviewFieldErrors);
      }
      toast.error("Error", { description: err instanceof ActionRefusal ? err.message : FAILED });
    },
  });
}
