"use client";

import Link from "next/link";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { BookingDetailsInput } from "@/lib/bookings/schema";

type Form = UseFormReturn<BookingDetailsInput>;
type TextField = "hunterName" | "hunterPhone" | "emergencyContactName" | "emergencyContactPhone";

function Field({
  form,
  name,
  label,
  type = "text",
  autoComplete,
  placeholder,
  readOnly,
}: {
  form: Form;
  name: TextField;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  readOnly: boolean;
}) {
  const error = form.formState.errors[name]?.message;
  const id = `booking-${name}`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}{" "}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        readOnly={readOnly}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Section({ title, children, hint }: { title: string; hint?: string; children: React.ReactNode }) {
  const id = `booking-section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Hunter Information, Emergency Contact, Special Requirements or Notes, and the terms (spec 000 §2). */
export function BookingDetailsFields({ form, locked, policyLink }: { form: Form; locked: boolean; policyLink?: React.ReactNode }) {
  const termsError = form.formState.errors.termsAccepted?.message;
  return (
    <div className="space-y-6">
      <Section title="Hunter Information">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field form={form} name="hunterName" label="Full Name" autoComplete="name" readOnly={locked} />
          <Field
            form={form}
            name="hunterPhone"
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            readOnly={locked}
          />
        </div>
      </Section>
      <Section title="Emergency Contact" hint="Someone we can reach while you are in the field.">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field form={form} name="emergencyContactName" label="Contact Name" autoComplete="off" readOnly={locked} />
          <Field
            form={form}
            name="emergencyContactPhone"
            label="Contact Phone"
            type="tel"
            autoComplete="off"
            placeholder="(555) 123-4567"
            readOnly={locked}
          />
        </div>
      </Section>
      <Section title="Special Requirements or Notes" hint="Optional: dietary needs, medical conditions, gear rental, arrival plans.">
        <Label htmlFor="booking-specialRequirements" className="sr-only">
          Special Requirements or Notes (optional)
        </Label>
        <Textarea id="booking-specialRequirements" rows={4} readOnly={locked} {...form.register("specialRequirements")} />
      </Section>
      <div className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="termsAccepted"
            render={({ field }) => (
              <Checkbox
                id="booking-terms"
                className="mt-0.5"
                checked={field.value === true}
                disabled={locked}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? "booking-terms-error" : undefined}
              />
            )}
          />
          <Label htmlFor="booking-terms" className="block leading-relaxed font-normal">
            I agree to the{" "}
            <Link href="/terms-of-service" target="_blank" className="font-medium text-primary underline underline-offset-2">
              Terms and Conditions
            </Link>{" "}
            and {policyLink ?? "Cancellation Policy"}. I understand that this booking is subject to outfitter approval and weather
            conditions.
          </Label>
        </div>
        {termsError ? (
          <p id="booking-terms-error" className="mt-2 text-sm text-destructive">
            {termsError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
