"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { callAction } from "@/lib/actions/call";
import { submitClaimAction } from "@/lib/claims/actions";
import { CLAIM_MESSAGES, claimSchema } from "@/lib/claims/schema";
import { QUERY_KEYS } from "@/components/query/keys";
import { ClaimOutfitterPicker } from "./claim-outfitter-picker";

type Errors = Partial<Record<"outfitterId" | "huntPrice" | "huntDescription" | "bookingDate", string>>;

/**
 * The 'Claim Booking with Outfitter' modal (spec 000 §2–§5, §8): a hunter who booked directly
 * with an outfitter asks them to verify it. Success refreshes My Bookings and the inquiries.
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
  const [outfitterId, setOutfitterId] = useState<number | null>(defaultOutfitterId);
  const [huntPrice, setHuntPrice] = useState("");
  const [huntDescription, setHuntDescription] = useState("");
  const [bookingDate, setBookingDate] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const reset = () => {
    setOutfitterId(defaultOutfitterId);
    setHuntPrice("");
    setHuntDescription("");
    setBookingDate("");
    setErrors({});
  };

  const submit = useMutation({
    // Through the submitClaimAction server action (POST /api/booking-claims's twin).
    mutationFn: (body: { outfitterId: number; huntPrice: number; huntDescription: string; bookingDate: string | null }) =>
      callAction(submitClaimAction, body, CLAIM_MESSAGES.failed),
    onSuccess: () => {
      toast.success(CLAIM_MESSAGES.successTitle, { description: CLAIM_MESSAGES.success });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.bookings });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.inquiries });
      setOpen(false);
      reset();
    },
    onError: (err) => toast.error(CLAIM_MESSAGES.failedTitle, { description: errorMessage(err, CLAIM_MESSAGES.failed) }),
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = claimSchema.safeParse({
      outfitterId: outfitterId ?? undefined,
      huntPrice,
      huntDescription,
      bookingDate: bookingDate || null,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      if (parsed.error.issues.some((i) => i.message === CLAIM_MESSAGES.missing)) {
        toast.error(CLAIM_MESSAGES.missingTitle, { description: CLAIM_MESSAGES.missing });
      }
      return;
    }
    setErrors({});
    submit.mutate({
      outfitterId: parsed.data.outfitterId,
      huntPrice: parsed.data.huntPriceCents / 100,
      huntDescription: parsed.data.huntDescription,
      bookingDate: parsed.data.bookingDate,
    });
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
        <Button type="button" variant={triggerVariant} className={triggerClassName}>
          <ClipboardCheck aria-hidden />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Claim Booking with Outfitter</DialogTitle>
            <DialogDescription>
              Booked a hunt directly with an outfitter? Claim it here. Once the outfitter verifies it, it appears in My Bookings.
            </DialogDescription>
          </DialogHeader>
          <ClaimOutfitterPicker
            value={outfitterId}
            onChange={(id) => {
              setOutfitterId(id);
              setErrors((e) => ({ ...e, outfitterId: undefined }));
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
                value={huntPrice}
                onChange={(e) => setHuntPrice(e.target.value)}
                placeholder="4500.00"
                aria-invalid={errors.huntPrice ? true : undefined}
              />
              {errors.huntPrice && <p className="text-sm text-destructive">{errors.huntPrice}</p>}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="claim-date">
                Booking date <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input
                id="claim-date"
                type="date"
                value={bookingDate}
                onChange={(e) => setBookingDate(e.target.value)}
                aria-invalid={errors.bookingDate ? true : undefined}
              />
              {errors.bookingDate && <p className="text-sm text-destructive">{errors.bookingDate}</p>}
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="claim-description">Hunt description</Label>
            <Textarea
              id="claim-description"
              value={huntDescription}
              onChange={(e) => setHuntDescription(e.target.value)}
              placeholder="e.g. 5-day guided elk hunt, September 2026, 2 hunters"
              rows={3}
              maxLength={2000}
              aria-invalid={errors.huntDescription ? true : undefined}
            />
            {errors.huntDescription && <p className="text-sm text-destructive">{errors.huntDescription}</p>}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending && <Spinner />}
              Submit Claim
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
