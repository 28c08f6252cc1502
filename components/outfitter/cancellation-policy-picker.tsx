"use client";

import type { UseFormRegister } from "react-hook-form";
import { CANCELLATION_POLICIES, POLICY_TEXT } from "@/lib/money/refunds/cancellation-policies";

/** The three presets as radio cards: name, summary and the rules the server applies. */
export function CancellationPolicyPicker({ register }: { register: UseFormRegister<{ cancellationPolicy: string }> }) {
  return (
    <div role="radiogroup" aria-label="Cancellation policy" className="grid grid-cols-1 gap-3 sm:col-span-2 md:grid-cols-3">
      {CANCELLATION_POLICIES.map((p) => (
        <label
          key={p}
          className="flex cursor-pointer flex-col gap-1 rounded-lg border p-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <span className="flex items-center gap-2 font-semibold">
            <input type="radio" value={p} {...register("cancellationPolicy")} className="size-4 accent-primary" />
            {POLICY_TEXT[p].name}
          </span>
          <span className="text-muted-foreground">{POLICY_TEXT[p].summary}</span>
        </label>
      ))}
    </div>
  );
}
