"use client";

import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FOLLOW_UP_OPTIONS, followUpSchema, type BookingInquiry, type FollowUpAnswer } from "@/lib/inquiries/schema";
import { cn } from "@/lib/utils";
import { trackedToast, useSaveInquiry } from "./use-track-inquiry";

/**
 * The booking follow-up (spec 000 §4–§5): did you book? yes (with the hunt price, for commission
 * tracking), no, or still deciding (asked again in 3 weeks); optional notes.
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
  const [status, setStatus] = useState<FollowUpAnswer | null>(null);
  const [price, setPrice] = useState("");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<{ field: "bookingStatus" | "huntPrice"; message: string } | null>(null);
  const save = useSaveInquiry({ successToast: (i) => trackedToast(i.bookingStatus as FollowUpAnswer), onSuccess: onDone });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = followUpSchema.safeParse({ outfitterId, huntId, bookingStatus: status ?? undefined, huntPrice: price || null, notes });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === "huntPrice" ? "huntPrice" : "bookingStatus";
      setError({ field, message: issue.message });
      toast.error(issue.message);
      return;
    }
    setError(null);
    const d = parsed.data;
    save.mutate({
      outfitterId,
      huntId: d.huntId,
      bookingStatus: d.bookingStatus,
      huntPrice: d.huntPriceCents === null ? null : d.huntPriceCents / 100,
      notes: d.notes,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
              <input
                type="radio"
                name={`${id}-status`}
                value={o.value}
                checked={status === o.value}
                onChange={() => setStatus(o.value)}
                className="size-4 accent-primary"
              />
              {o.label}
            </label>
          ))}
        </div>
        {error?.field === "bookingStatus" && <p className="text-sm text-destructive">{error.message}</p>}
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
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            placeholder="4500.00"
            aria-invalid={error?.field === "huntPrice" || undefined}
          />
          <p className="text-xs text-muted-foreground">Used for commission tracking only; it is never shown to other hunters.</p>
          {error?.field === "huntPrice" && <p className="text-sm text-destructive">{error.message}</p>}
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-notes`}>
          Notes <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea id={`${id}-notes`} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} className="min-h-16" maxLength={2000} placeholder="Anything we should know?" />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Submit
        </Button>
      </div>
    </form>
  );
}
