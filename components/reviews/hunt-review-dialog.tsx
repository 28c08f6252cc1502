"use client";

import { useState } from "react";
import { PenLine } from "lucide-react";
import { useWatch } from "react-hook-form";
import type { z, ZodType } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { useApiQuery } from "@/components/hunter/api-query";
import { BOOKING_STATUS_LABELS, type HunterBookingSummary } from "@/components/hunter/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { recordId } from "@/lib/http/record-id";
import { submitHuntReviewAction } from "@/lib/reviews/actions";
import { DEFAULT_RATING, REVIEW_MESSAGES, huntReviewSchema, type HuntReviewInput } from "@/lib/reviews/schema";
import { ReviewFields } from "./review-fields";
import { ReviewOutcomeFields, type OutcomeValues } from "./review-outcome-fields";
import { reviewErrors, reviewFailed, reviewSubmitted } from "./review-outcome";
import { formatDate } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

type HuntReviewFormValues = z.input<typeof huntReviewSchema>;

/** The hunter's bookings a review of this hunt may be about: same hunt and outfitter, not cancelled. */
export function eligibleBookings(bookings: HunterBookingSummary[] | undefined, huntId: number, outfitterId: number) {
  return (bookings ?? []).filter((b) => b.huntId === huntId && b.outfitterId === outfitterId && b.status !== "cancelled");
}

/** Write Review on /hunt/{id} (hunters only): rating, text and, when there are any, which booking. */
export function HuntReviewDialog({ huntId, outfitterId, huntTitle }: { huntId: number; outfitterId: number; huntTitle?: string }) {
  const [open, setOpen] = useState(false);
  const bookings = useApiQuery<HunterBookingSummary[]>(QUERY_KEYS.hunter.bookings, { enabled: open });
  const eligible = eligibleBookings(bookings.data, huntId, outfitterId);
  // A hunter with bookings of this hunt says which one the review is about.
  const schema = eligible.length > 0 ? huntReviewSchema.extend({ bookingId: recordId(REVIEW_MESSAGES.booking) }) : huntReviewSchema;
  // Through submitHuntReviewAction (POST /api/reviews's twin), with the trimmed text.
  const { form, pending, formProps } = useActionForm({
    schema: schema as ZodType<HuntReviewInput, HuntReviewFormValues>,
    action: submitHuntReviewAction,
    defaultValues: { huntId, outfitterId, bookingId: null, rating: DEFAULT_RATING, content: "" } as HuntReviewFormValues,
    toInput: (_, parsed) => ({ ...parsed, bookingId: parsed.bookingId ?? null }),
    onSuccess: () => {
      reviewSubmitted();
      setOpen(false);
      form.reset();
    },
    onError: reviewFailed,
  });
  const [rating, content, bookingId] = useWatch({ control: form.control, name: ["rating", "content", "bookingId"] });
  const outcome = useWatch({ control: form.control }) as OutcomeValues;
  const revalidate = { shouldValidate: form.formState.isSubmitted };
  const errors = reviewErrors(form.formState.errors);

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) form.clearErrors();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <PenLine aria-hidden />
          Write Review
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form {...formProps} className="grid gap-5">
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
                <Select value={bookingId ? String(bookingId) : ""} onValueChange={(v) => form.setValue("bookingId", Number(v), revalidate)}>
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
            onRating={(r) => form.setValue("rating", r, revalidate)}
            onContent={(c) => form.setValue("content", c, revalidate)}
            errors={errors}
            placeholder="Tell other hunters about the guides, the camp, the country and the hunt itself."
          />
          <ReviewOutcomeFields
            values={outcome}
            onChange={(patch) => {
              for (const [k, v] of Object.entries(patch)) form.setValue(k as keyof HuntReviewFormValues, v as never, revalidate);
            }}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              Submit Review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
