"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { QUERY_KEYS } from "@/components/query/keys";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { submitClaimAction } from "@/lib/claims/actions";
import { CLAIM_MESSAGES, claimSchema, type ClaimInput } from "@/lib/claims/schema";
import { ClaimOutfitterPicker } from "./claim-outfitter-picker";

/**
 * The 'Claim Booking with Outfitter' modal: a hunter who booked directly with an outfitter asks
 * them to verify it. Success refreshes My Bookings and the inquiries.
 */
export function ClaimBookingDialog({
  defaultOutfitterId = null,
  triggerLabel = "Claim Booking",
  triggerVariant = "outline",
  triggerClassName,
}: {
  defaultOutfitterId?: number | null;
  triggerLabel?: string;
  triggerVariant?: "default" | "outline" | "secondary";
  triggerClassName?: string;
}) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  // Through submitClaimAction (POST /api/booking-claims's twin), with the price in dollars as the API takes it.
  const { form, pending, formProps } = useActionForm({
    schema: claimSchema,
    action: submitClaimAction,
    defaultValues: { outfitterId: defaultOutfitterId ?? undefined, huntPrice: "", huntDescription: "", bookingDate: "" } as ClaimInput,
    toInput: (_, d) => ({
      outfitterId: d.outfitterId,
      huntPrice: d.huntPriceCents / 100,
      huntDescription: d.huntDescription,
      bookingDate: d.bookingDate,
    }),
    onSuccess: () => {
      toast.success(CLAIM_MESSAGES.successTitle, { description: CLAIM_MESSAGES.success });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.bookings });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.inquiries });
      setOpen(false);
      form.reset();
    },
    onError: (s) => toast.error(CLAIM_MESSAGES.failedTitle, { description: s.message || CLAIM_MESSAGES.failed }),
    onInvalid: (errs) => {
      if (Object.values(errs).some((e) => e?.message === CLAIM_MESSAGES.missing)) {
        toast.error(CLAIM_MESSAGES.missingTitle, { description: CLAIM_MESSAGES.missing });
      }
    },
  });
  const errors = form.formState.errors;
  const outfitterId = useWatch({ control: form.control, name: "outfitterId" });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) form.clearErrors();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant={triggerVariant} className={triggerClassName}>
          <ClipboardCheck aria-hidden />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <form {...formProps} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Claim Booking with Outfitter</DialogTitle>
            <DialogDescription>
              Booked a hunt directly with an outfitter? Claim it here. Once the outfitter verifies it, it appears in My Bookings.
            </DialogDescription>
          </DialogHeader>
          <ClaimOutfitterPicker
            value={outfitterId ?? null}
            onChange={(id) => {
              form.setValue("outfitterId", id);
              form.clearErrors("outfitterId");
            }}
            invalid={!!errors.outfitterId}
          />
          {errors.outfitterId && <p className="-mt-2 text-sm text-destructive">Please choose your outfitter.</p>}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="claim-price">Hunt price (USD)</Label>
              <Input
                id="claim-price"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...form.register("huntPrice")}
                placeholder="4500.00"
                aria-invalid={errors.huntPrice ? true : undefined}
              />
              {errors.huntPrice && <p className="text-sm text-destructive">{errors.huntPrice.message}</p>}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="claim-date">
                Booking date <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input id="claim-date" type="date" {...form.register("bookingDate")} aria-invalid={errors.bookingDate ? true : undefined} />
              {errors.bookingDate && <p className="text-sm text-destructive">{errors.bookingDate.message}</p>}
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="claim-description">Hunt description</Label>
            <Textarea
              id="claim-description"
              {...form.register("huntDescription")}
              placeholder="e.g. 5-day guided elk hunt, September 2026, 2 hunters"
              rows={3}
              maxLength={2000}
              aria-invalid={errors.huntDescription ? true : undefined}
            />
            {errors.huntDescription && <p className="text-sm text-destructive">{errors.huntDescription.message}</p>}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              Submit Claim
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
