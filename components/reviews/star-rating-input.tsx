"use client";

import { useId } from "react";
import { StarIcon } from "lucide-react";
import { cn } from "@/lib/utils";

const LABELS = ["Poor", "Fair", "Good", "Very good", "Excellent"];

/** A 1–5 star picker built from native radio buttons (arrow keys move between stars). */
export function StarRatingInput({
  value,
  onChange,
  name,
  invalid,
  describedBy,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const autoName = useId();
  const group = name ?? autoName;
  return (
    <div
      role="radiogroup"
      aria-label="Rating"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex items-center gap-1"
    >
      {LABELS.map((label, i) => {
        const rating = i + 1;
        const filled = value !== null && rating <= value;
        return (
          <label
            key={rating}
            className="group relative inline-flex size-10 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            title={`${rating} – ${label}`}
          >
            <input
              type="radio"
              name={group}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
              aria-label={`${rating} star${rating === 1 ? "" : "s"} (${label})`}
            />
            <StarIcon
              aria-hidden
              className={cn(
                "size-7 transition-colors duration-150",
                filled ? "fill-star text-star" : "text-muted-foreground/40 group-hover:text-star",
              )}
            />
          </label>
        );
      })}
      <span className="ml-2 text-sm text-muted-foreground" aria-hidden>
        {value ? LABELS[value - 1] : ""}
      </span>
    </div>
  );
}
