"use client";

import { useState } from "react";
import { PenLine } from "lucide-react";
import { useApiQuery } from "@/components/hunter/api-query";
import { BOOKING_STATUS_LABELS, type HunterBookingSummary } from "@/components/hunter/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { formatUsd, parseDollarsToCents } from "@/lib/money";
import { DEFAULT_RATING, REVIEW_MESSAGES, reviewFieldsSchema } from "@/lib/reviews/schema";
import { firstErrors, ReviewFields, type ReviewFieldErrors } from "./review-fields";
import { useReviewSubmit } from "./use-review-submit";
import { formatDate } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

/** The hunter's bookings a review of this hunt may be about: same hunt and outfitter, not cancelled. */
export function eligibleBookings(bookings: HunterBookingSummary[] | undefined, huntId: number, outfitterId: number) {
  return (bookings ?? []).filter((b) => b.huntId === huntId && b.outfitterId === outfitterId && b.status !== "cancelled");
}

/** Write Review on /hunt/{id} (hunters only): rating, text and, when there are any, which booking. */
export function HuntReviewDialog({ huntId, outfitterId, huntTitle }: { huntId: number; outfitterId: number; huntTitle?: string }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(DEFAULT_RATING);
  const [content, setContent] = useState("");
  const [bookingId, setBookingId] = useState<string>("");
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const bookings = useApiQuery<HunterBookingSummary[]>(QUERY_KEYS.hunter.bookings, { enabled: open });
  const eligible = eligibleBookings(bookings.data, huntId, outfitterId);

  const reset = () => {
    setRating(DEFAULT_RATING);
    setContent("");
    setBookingId("");
    setErrors({});
  };
  const submit = useReviewSubmit(
    "hunt",
    () => {
      setOpen(false);
      reset();
    },
    setErrors,
  );

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = reviewFieldsSchema.safeParse({ rating: rating ?? undefined, content });
    const next: ReviewFieldErrors = parsed.success ? {} : firstErrors(parsed.error.issues);
    if (eligible.length > 0 && !bookingId) next.bookingId = REVIEW_MESSAGES.booking;
    setErrors(next);
    if (!parsed.success || next.bookingId) return;
    submit.mutate({ huntId, outfitterId, bookingId: bookingId ? Number(bookingId) : null, ...parsed.data });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <PenLine aria-hidden />
          Write Review
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Write a Review</DialogTitle>
            <DialogDescription>
              {huntTitle ? `How was ${huntTitle}? ` : ""}Reviews appear on the hunt page once an admin approves them.
            </DialogDescription>
          </DialogHeader>
          {bookings.isLoading ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Checking your bookings…
            </p>
          ) : (
            eligible.length > 0 && (
              <div className="grid gap-1.5">
                <Label htmlFor={`review-booking-${huntId}`}>Which booking are you reviewing?</Label>
                <Select value={bookingId} onValueChange={setBookingId}>
                  <SelectTrigger id={`review-booking-${huntId}`} aria-invalid={errors.bookingId ? true : undefined} className="w-full">
                    <SelectValue placeholder="Select a booking" />
                  </SelectTrigger>
                  <SelectContent>
                    {eligible.map((b) => (
                      <SelectItem key={b.id} value={String(b.id)}>
                        Booking #{b.id} · {BOOKING_STATUS_LABELS[b.status]} · {formatUsd(parseDollarsToCents(b.totalAmount) ?? 0)} ·{" "}
                        {formatDate(b.createdAt)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {errors.bookingId && <p className="text-sm text-destructive">{errors.bookingId}</p>}
              </div>
            )
          )}
          <ReviewFields
            rating={rating}
            content={content}
            onRating={setRating}
            onContent={setContent}
            errors={errors}
            placeholder="Tell other hunters about the guides, the camp, the country and the hunt itself."
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending && <Spinner />}
              Submit Review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
