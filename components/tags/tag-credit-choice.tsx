"use client";

import { Controller, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { BookingDetailsInput } from "@/lib/bookings/schema";
import { formatDate } from "@/lib/format/dates";
import { formatUsd } from "@/lib/format/money";

export type TagCreditOffer = { leftCents: number; expiresAt: string };

/** At checkout: spend the hunter's failed-draw credit with this outfitter on the deposit (the server decides the amount again). */
export function TagCreditChoice({
  form,
  credit,
  coverCents,
  locked,
}: {
  form: UseFormReturn<BookingDetailsInput>;
  credit: TagCreditOffer;
  /** What the credit covers of this charge (lib/tags/credit-spend.ts). */
  coverCents: number;
  locked: boolean;
}) {
  return (
    <div className="rounded-xl border border-primary/30 bg-primary/5 p-5 sm:p-6" data-testid="tag-credit-choice">
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="useTagCredit"
          render={({ field }) => (
            <Checkbox
              id="booking-tag-credit"
              className="mt-0.5"
              checked={field.value === true}
              disabled={locked}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
          )}
        />
        <Label htmlFor="booking-tag-credit" className="block leading-relaxed font-normal">
          Use my failed-draw credit with this outfitter: {formatUsd(credit.leftCents)} left, valid until{" "}
          {formatDate(credit.expiresAt, { timeZone: "UTC" })}.{coverCents > 0 && ` It pays ${formatUsd(coverCents)} of today's charge.`}
        </Label>
      </div>
    </div>
  );
}
