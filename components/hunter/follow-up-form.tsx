"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { submitFollowUpAction } from "@/lib/inquiries/actions";
import { FOLLOW_UP_OPTIONS, followUpSchema, type BookingInquiry, type FollowUpAnswer, type FollowUpInput } from "@/lib/inquiries/schema";
import { cn } from "@/lib/utils";
import { inquiryRefusedToast, trackedToast, useInquirySaved } from "./use-track-inquiry";

/**
 * The booking follow-up (spec 000 §4–§5): did you book? yes (with the hunt price, for commission
 * tracking), no, or still deciding (asked again in 3 weeks); optional notes. Submits through
 * submitFollowUpAction (POST /api/booking-inquiries's twin for a follow-up answer).
 */
export function FollowUpForm({
  outfitterId,
  outfitterFirstName,
  huntId = null,
  onDone,
}: {
  outfitterId: number;
  outfitterFirstName: string;
  huntId?: number | null;
  onDone?: (inquiry: BookingInquiry) => void;
}) {
  const id = useId();
  const saved = useInquirySaved();
  const { form, pending, formProps, fieldError } = useActionForm({
    schema: followUpSchema,
    action: submitFollowUpAction,
    // No answer is chosen yet: the schema's 'choose one' message until one is.
    defaultValues: { outfitterId, huntId, huntPrice: "", notes: "" } as FollowUpInput,
    toInput: (v) => ({ ...v, huntPrice: v.huntPrice || null }),
    onSuccess: (inquiry) => {
      saved(inquiry);
      trackedToast(inquiry.bookingStatus as FollowUpAnswer);
      onDone?.(inquiry);
    },
    onError: inquiryRefusedToast,
    onInvalid: (errs) => {
      const first = Object.values(errs).find((e) => e?.message)?.message;
      if (typeof first === "string") toast.error(first);
    },
  });
  const status = useWatch({ control: form.control, name: "bookingStatus" });
  const statusError = fieldError("bookingStatus");
  const priceError = fieldError("huntPrice");

  return (
    <form {...formProps} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Did you book a hunt with {outfitterFirstName}?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {FOLLOW_UP_OPTIONS.map((o) => (
            <label
              key={o.value}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm transition-colors duration-150 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                status === o.value ? "border-primary bg-primary/10 font-medium" : "hover:bg-accent",
              )}
            >
              <input type="radio" value={o.value} {...form.register("bookingStatus")} className="size-4 accent-primary" />
              {o.label}
            </label>
          ))}
        </div>
        {statusError && <p className="text-sm text-destructive">{statusError}</p>}
      </fieldset>
      {status === "yes" && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-price`}>Hunt price (USD)</Label>
          <Input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...form.register("huntPrice")}
            placeholder="4500.00"
            aria-invalid={Boolean(priceError) || undefined}
          />
          <p className="text-xs text-muted-foreground">Used for commission tracking only; it is never shown to other hunters.</p>
          {priceError && <p className="text-sm text-destructive">{priceError}</p>}
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-notes`}>
          Notes <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-notes`}
          {...form.register("notes")}
          rows={2}
          className="min-h-16"
          maxLength={2000}
          placeholder="Anything we should know?"
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          Submit
        </Button>
      </div>
    </form>
  );
}
