import * as React from "react";
import { ICON_SPRITE } from "@/components/ui/icons";

import { sharedElements } from "@/lib/shared-element";
import { cn } from "@/lib/utils";

const MAX_STARS = 5;
/** The sprite's row of five stars (scripts/make-static-icons.ts): 24-unit stars, 3 units apart. */
const ROW_HREF = `${ICON_SPRITE}#stars`;
const UNITS = 24;
const GAP_UNITS = 3;

/** To hundredths: enough for a pixel, and short in the markup. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

/** Pixels between two stars drawn `size` px wide (2 px at 16 px, what the row's gap-0.5 was). */
const gapOf = (size: number) => (size * GAP_UNITS) / UNITS;

/** Width in pixels of the row of five stars drawn `size` px wide. */
const rowWidth = (size: number) => hundredths(MAX_STARS * size + (MAX_STARS - 1) * gapOf(size));

/** Width in pixels of `rating` stars drawn `size` px wide (whole stars with their gaps, then part of the next). */
export function filledWidth(rating: number, size: number): number {
  const whole = Math.floor(rating);
  return Math.min(rowWidth(size), whole * (size + gapOf(size)) + (rating - whole) * size);
}

/**
 * Five stars, `value` of them filled. Drawn as two rows of five stars, each one <use> of the
 * sprite's row, the filled row over the outlined one and cut at the rating's width: four elements,
 * where a star at a time took thirty and ~3 KB of markup (and five <use> a row ~1.3 KB), which a
 * page of rated hunt cards carried in its HTML and again in its RSC payload.
 */
function StarRating({
  value,
  size = 16,
  className,
  ...props
}: Omit<React.ComponentProps<"span">, "children"> & {
  /** Rating from 0 to 5; fractions fill stars partially. */
  value: number;
  /** Star size in pixels. */
  size?: number;
}) {
  const rating = Math.min(MAX_STARS, Math.max(0, Number.isFinite(value) ? value : 0));
  const label = `Rated ${Number(rating.toFixed(1))} out of ${MAX_STARS}`;
  const filled = hundredths(filledWidth(rating, size));

  return (
    <span role="img" aria-label={label} data-slot="star-rating" className={cn("relative inline-block shrink-0", className)} {...props}>
      {outlinedRow(size)}
      {filled > 0 && (
        <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: filled }}>
          {filledRow(size)}
        </span>
      )}
    </span>
  );
}

// One element object per size for every rating of a page (lib/shared-element.ts).
const outlinedRow = sharedElements((size: number) => <StarRow size={size} className="text-muted-foreground/40" />);
const filledRow = sharedElements((size: number) => <StarRow size={size} className="fill-star text-star" />);

/** The sprite's row of five stars, `size` px high; it sizes the rating. Stroke from svg.lucide in globals.css. */
function StarRow({ size, className }: { size: number; className: string }) {
  return (
    <svg aria-hidden="true" width={rowWidth(size)} height={size} className={cn("lucide block", className)}>
      <use href={ROW_HREF} />
    </svg>
  );
}

export { StarRating };
