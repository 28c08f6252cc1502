"use client";

import { useState } from "react";
import { PenLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { DEFAULT_RATING, reviewFieldsSchema } from "@/lib/reviews/schema";
import { firstErrors, ReviewFields, type ReviewFieldErrors } from "./review-fields";
import { useReviewSubmit } from "./use-review-submit";

/** Write Review of an outfitter: from favourite cards and the outfitter's public page. */
export function OutfitterReviewDialog({
  outfitterId,
  outfitterFirstName,
  size = "default",
  className,
}: {
  outfitterId: number;
  outfitterFirstName: string;
  size?: "default" | "sm" | "lg";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(DEFAULT_RATING);
  const [content, setContent] = useState("");
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const submit = useReviewSubmit(
    "outfitter",
    () => {
      setOpen(false);
      setRating(DEFAULT_RATING);
      setContent("");
    },
    setErrors,
  );

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = reviewFieldsSchema.safeParse({ rating: rating ?? undefined, content });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    submit.mutate({ outfitterId, ...parsed.data });
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
        <Button type="button" variant="outline" size={size} className={className}>
          <PenLine aria-hidden />
          Write Review
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Review {outfitterFirstName}</DialogTitle>
            <DialogDescription>Share your experience with this outfitter. Reviews appear once an admin approves them.</DialogDescription>
          </DialogHeader>
          <ReviewFields
            rating={rating}
            content={content}
            onRating={setRating}
            onContent={setContent}
            errors={errors}
            placeholder="How were the guides, the communication, the camp and the hunt?"
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
