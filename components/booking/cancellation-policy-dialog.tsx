"use client";

import { PolicyDetails } from "@/components/cancellation/policy-details";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { CancellationPolicy } from "@/lib/money/refunds/cancellation-policies";

/** "Cancellation Policy" in the booking page's terms line, opening the hunt's policy. */
export function CancellationPolicyDialog({
  policy,
  depositPercent,
  timeZone,
}: {
  policy: CancellationPolicy;
  depositPercent?: number;
  timeZone?: string;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className="font-medium text-primary underline underline-offset-2">
          Cancellation Policy
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancellation Policy</DialogTitle>
          <DialogDescription>What you get back if you cancel this hunt after the outfitter accepts it.</DialogDescription>
        </DialogHeader>
        <PolicyDetails policy={policy} depositPercent={depositPercent} timeZone={timeZone} />
      </DialogContent>
    </Dialog>
  );
}
