"use client";

import { useState } from "react";
import { PenLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { submitOutfitterReviewAction } from "@/lib/reviews/actions";
import { DEFAULT_RATING, outfitterReviewSchema } from "@/lib/reviews/schema";
import { ReviewFields } from "./review-fields";
import { reviewErrors, reviewFailed, reviewSubmitted } from "./review-outcome";

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
  // Through submitOutfitterReviewAction (POST /api/outfitter-reviews's twin), with the trimmed text.
  const { form, pending, formProps } = useActionForm({
    schema: outfitterReviewSchema,
    action: submitOutfitterReviewAction,
    defaultValues: { outfitterId, rating: DEFAULT_RATING, content: "" },
    toInput: (_, parsed) => parsed,
    onSuccess: () => {
      reviewSubmitted();
      setOpen(false);
      form.reset();
    },
    onError: reviewFailed,
  });
  const [rating, content] = useWatch({ control: form.control, name: ["rating", "content"] });
  const revalidate = { shouldValidate: form.formState.isSubmitted };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) form.clearErrors();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size={size} className={className}>
          <PenLine aria-hidden />
          Write Review
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form {...formProps} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Review {outfitterFirstName}</DialogTitle>
            <DialogDescription>Share your experience with this outfitter. Reviews appear once an admin approves them.</DialogDescription>
          </DialogHeader>
          <ReviewFields
            rating={rating}
            content={content}
            onRating={(r) => form.setValue("rating", r, revalidate)}
            onContent={(c) => form.setValue("content", c, revalidate)}
            errors={reviewErrors(form.formState.errors)}
            placeholder="How were the guides, the communication, the camp and the hunt?"
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
