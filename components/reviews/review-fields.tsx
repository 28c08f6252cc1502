"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_REVIEW_LENGTH, MIN_REVIEW_LENGTH } from "@/lib/reviews/schema";
import { StarRatingInput } from "./star-rating-input";

export type ReviewFieldErrors = Partial<Record<"rating" | "content" | "bookingId", string>>;

/** Rating and review text with their errors, shared by the hunt and outfitter review forms. */
export function ReviewFields({
  rating,
  content,
  onRating,
  onContent,
  errors,
  placeholder,
}: {
  rating: number | null;
  content: string;
  onRating: (r: number) => void;
  onContent: (c: string) => void;
  errors: ReviewFieldErrors;
  placeholder: string;
}) {
  const id = useId();
  const length = content.trim().length;
  return (
    <>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id={`${id}-rating-label`}>
          Rating
        </span>
        <StarRatingInput
          value={rating}
          onChange={onRating}
          invalid={!!errors.rating}
          describedBy={errors.rating ? `${id}-rating-error` : undefined}
        />
        {errors.rating && (
          <p id={`${id}-rating-error`} className="text-sm text-destructive">
            {errors.rating}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-content`}>Your review</Label>
        <Textarea
          id={`${id}-content`}
          value={content}
          onChange={(e) => onContent(e.target.value)}
          placeholder={placeholder}
          maxLength={MAX_REVIEW_LENGTH}
          rows={5}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${id}-content-hint${errors.content ? ` ${id}-content-error` : ""}`}
        />
        <p id={`${id}-content-hint`} className="text-xs text-muted-foreground">
          {length < MIN_REVIEW_LENGTH ? `At least ${MIN_REVIEW_LENGTH} characters (${length} so far)` : `${length} characters`}
        </p>
        {errors.content && (
          <p id={`${id}-content-error`} className="text-sm text-destructive">
            {errors.content}
          </p>
        )}
      </div>
    </>
  );
}
