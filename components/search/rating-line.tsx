import { StarRating } from "@/components/ui/star-rating";
import type { RatingSummary } from "@/lib/reviews/public";
import { sharedElements } from "@/lib/shared-element";

/** One element object per class: every unrated card of a page shares it (lib/shared-element.ts). */
const noReviews = sharedElements((className: string) => <p className={className}>No reviews yet</p>);

/** '4.3 ★★★★☆ (3 reviews)', or 'No reviews yet' (real ratings, not the spec's fixed 5.0). */
export function RatingLine({ rating, className }: { rating: RatingSummary; className?: string }) {
  if (rating.average === null) return noReviews(className ?? "text-sm text-muted-foreground");
  return (
    <p className={className ?? "flex items-center gap-2 text-sm"}>
      <span className="font-semibold tabular-nums">{rating.average.toFixed(1)}</span>
      <StarRating value={rating.average} size={14} />
      <span className="text-muted-foreground">{`(${rating.count} ${rating.count === 1 ? "review" : "reviews"})`}</span>
    </p>
  );
}
