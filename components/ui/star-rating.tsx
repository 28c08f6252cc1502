import * as React from "react";
import { StarIcon } from "@/components/ui/icons";

import { cn } from "@/lib/utils";

const MAX_STARS = 5;

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

  return (
    <span role="img" aria-label={label} data-slot="star-rating" className={cn("inline-flex items-center gap-0.5", className)} {...props}>
      {Array.from({ length: MAX_STARS }, (_, i) => {
        const fill = Math.min(1, Math.max(0, rating - i));
        return (
          <span key={i} aria-hidden="true" className="relative inline-block shrink-0" style={{ width: size, height: size }}>
            <StarIcon className="absolute inset-0 text-muted-foreground/40" width={size} height={size} />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon className="fill-star text-star" width={size} height={size} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

export { StarRating };
