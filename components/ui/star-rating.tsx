import * as React from "react";
import { ICON_SPRITE } from "@/components/ui/icons";

import { sharedElements } from "@/lib/shared-element";
import { cn } from "@/lib/utils";

const MAX_STARS = 5;
/** Pixels between two stars (what the row's gap-0.5 was). */
const GAP = 2;
/** lucide's star is drawn on a 24-unit square (public/icons.svg#star). */
const UNITS = 24;
const STAR_HREF = `${ICON_SPRITE}#star`;

/** To hundredths: enough for a pixel or a viewBox unit, and short in the markup. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

/** Width in pixels of the row of five stars drawn `size` px wide, GAP apart. */
const rowWidth = (size: number) => MAX_STARS * size + (MAX_STARS - 1) * GAP;

/** Width in pixels of `rating` stars drawn `size` px wide with GAP between them (whole stars, then part of the next). */
export function filledWidth(rating: number, size: number): number {
  const whole = Math.floor(rating);
  return Math.min(rowWidth(size), whole * (size + GAP) + (rating - whole) * size);
}

/**
 * Five stars, `value` of them filled. Drawn as two rows of five stars from the icon sprite, the
 * filled row over the outlined one and cut at the rating's width: four elements and ten <use>,
 * where a star at a time (each with lucide's full attributes) took thirty elements and ~3 KB of
 * markup, which a page of rated hunt cards carried 24 times in its HTML and again in its RSC payload.
 */
function StarRating({
  value,
  size = 16,
  className,
  style,
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
    <span
      role="img"
      aria-label={label}
      data-slot="star-rating"
      className={cn("relative inline-block shrink-0", className)}
      style={{ width: rowWidth(size), height: size, ...style }}
      {...props}
    >
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

/** Five sprite stars in one <svg>, `size` px each, GAP px apart; stroke from svg.lucide in globals.css. */
function StarRow({ size, className }: { size: number; className: string }) {
  const gap = hundredths((GAP * UNITS) / size);
  const viewWidth = hundredths(MAX_STARS * UNITS + (MAX_STARS - 1) * gap);
  return (
    <svg
      aria-hidden="true"
      width={rowWidth(size)}
      height={size}
      viewBox={`0 0 ${viewWidth} ${UNITS}`}
      className={cn("lucide block", className)}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <use key={i} href={STAR_HREF} x={hundredths(i * (UNITS + gap))} width={UNITS} height={UNITS} />
      ))}
    </svg>
  );
}

export { StarRating };
