"use client";

import { useId } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import { CONTACT_LIMITS, contactSchema, type ContactFormValues, type ContactInput } from "@/lib/contact/schema";

const EMPTY: ContactFormValues = { name: "", email: "", subject: "", message: "" };

/** The Contact Us form (spec 000 §2, §5, §8): four required fields, then the spec's toasts. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });

  async function onSubmit(values: ContactInput) {
    try {
      await api.post("/api/contact", values);
      toast.success("Message sent!", { description: "We'll get back to you within 24 hours." });
      reset(EMPTY);
    } catch {
      toast.error("Failed to send message", { description: "Please try again or contact us directly." });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form" className="grid gap-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(props) => <Input {...props} {...register("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(props) => (
            <Input {...props} {...register("email")} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
          )}
        </Field>
      </div>
      <Field label="Subject" error={errors.subject?.message}>
        {(props) => <Input {...props} {...register("subject")} maxLength={CONTACT_LIMITS.subject} />}
      </Field>
      <Field label="Message" error={errors.message?.message}>
        {(props) => (
          <Textarea {...props} {...register("message")} rows={6} className="min-h-40" maxLength={CONTACT_LIMITS.message} />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">All fields are required.</p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner label="Sending" /> : <Send aria-hidden />}
          {isSubmitting ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}

type FieldProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string; required: true };

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: FieldProps) => React.ReactElement<UseFormRegisterReturn>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        <span aria-hidden className="text-destructive">*</span>
      </Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined, required: true })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
