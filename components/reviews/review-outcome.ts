"use client";

import type { FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { ActionState } from "@/lib/actions/state";
import { REVIEW_MESSAGES } from "@/lib/reviews/schema";
import type { ReviewFieldErrors } from "./review-fields";

const FAILED = "Failed to submit review";

/** Both review dialogs answer a submission with the same toasts. */
export const reviewSubmitted = () => toast.success("Review Submitted", { description: REVIEW_MESSAGES.success });

/** The action's message, or the generic one when it could not be reached; its field errors are already beside their fields. */
export const reviewFailed = (state: ActionState) => toast.error("Error", { description: state.message || FAILED });

/** The form's first message per field, as ReviewFields shows them. */
export function reviewErrors(errors: FieldErrors<{ rating: number; content: string; bookingId?: number | null }>): ReviewFieldErrors {
  return { rating: errors.rating?.message, content: errors.content?.message, bookingId: errors.bookingId?.message };
}
