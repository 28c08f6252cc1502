"use client";
import { Controller, type Control, type UseFormRegister } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Textarea } from "@/components/ui/textarea";
import { Field, FormSection } from "@/components/outfitter/form-parts";
import { TRIP_AGREEMENT_MAX } from "@/lib/agreements/schema";

type Values = { tripAgreement: string; asksLicenceNumber: boolean };

/** The hunt form's trip agreement: the text each hunter signs before paying, and the licence-number question. */
export function TripAgreementFields({
  control,
  register,
  error,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  error?: string;
}) {
  return (
    <FormSection
      title="Trip agreement"
      description="Liability release, camp rules and what each hunter must bring. Every hunter signs it before paying; editing it later does not change what was signed."
    >
      <Field label="Agreement text" error={error} className="sm:col-span-2" hint="Leave empty for no agreement.">
        {(p) => <Textarea {...p} {...register("tripAgreement")} rows={8} maxLength={TRIP_AGREEMENT_MAX} />}
      </Field>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Controller
          control={control}
          name="asksLicenceNumber"
          render={({ field }) => (
            <Checkbox id="asksLicenceNumber" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
          )}
        />
        <label htmlFor="asksLicenceNumber" className="cursor-pointer text-sm font-medium">
          Ask each hunter for their hunter-education or licence number
        </label>
      </div>
    </FormSection>
  );
}
