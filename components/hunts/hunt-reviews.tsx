import { StarRating } from "@/components/ui/star-rating";
import type { PublicHuntReview, RatingSummary } from "@/lib/reviews/public";
import { formatLongDate } from "@/lib/format/dates";

/** Approved reviews with their average to one decimal and 1–5 stars (spec 000 §2 Hunt detail). */
export function HuntReviews({
  reviews,
  rating,
  children,
}: {
  reviews: PublicHuntReview[];
  rating: RatingSummary;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="reviews-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl">
          Reviews
        </h2>
        {rating.average !== null && (
          <p className="flex items-center gap-2" data-testid="review-average">
            <span className="text-2xl font-bold tabular-nums">{rating.average.toFixed(1)}</span>
            <StarRating value={rating.average} size={18} />
            <span className="text-sm text-muted-foreground">{`(${rating.count} ${rating.count === 1 ? "review" : "reviews"})`}</span>
          </p>
        )}
      </div>
      {children}
      {reviews.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed p-6 text-center text-muted-foreground">No reviews yet</p>
      ) : (
        // .review-list (app/globals.css) styles each review, its head and its author: classes sent once, not per review.
        <ul role="list" className="review-list mt-4 grid gap-4">
          {reviews.map((r) => (
            <li key={r.id}>
              <div>
                <div>
                  <StarRating value={r.rating} size={14} />
                  <b>{r.hunterName}</b>
                  {r.verifiedHunter && (
                    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">Verified hunter</span>
                  )}
                </div>
                <time dateTime={r.createdAt} className="text-sm text-muted-foreground">
                  {formatLongDate(r.createdAt, { timeZone: "UTC" })}
                </time>
              </div>
              <p className="mt-2 whitespace-pre-line">{r.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
