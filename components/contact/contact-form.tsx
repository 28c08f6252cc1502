"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Send } from "lucide-react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { sendContactMessage } from "@/lib/contact/actions";
import { CONTACT_LIMITS, contactSchema, type ContactFormValues } from "@/lib/contact/schema";

const EMPTY: ContactFormValues = { name: "", email: "", subject: "", message: "" };

const SENT = "Message sent!";
const SENT_DETAIL = "We'll get back to you within 24 hours.";

/**
 * The Contact Us form (spec 000 §2, §5, §8): four required fields, then the spec's toasts. It posts
 * to the sendContactMessage server action (POST /api/contact's twin); without JavaScript the page
 * comes back with the answer written in it.
 */
export function ContactForm() {
  const { field, fieldError, pending, state, enhanced, formProps } = useActionForm({
    schema: contactSchema,
    action: sendContactMessage,
    defaultValues: EMPTY,
    permalink: "/contact-us",
    onSuccess: (_data, form) => {
      toast.success(SENT, { description: SENT_DETAIL });
      form.reset(EMPTY);
    },
    onError: () => toast.error("Failed to send message", { description: "Please try again or contact us directly." }),
  });
  const isSubmitting = pending;

  return (
    <form {...formProps} aria-label="Contact form" className="grid gap-5">
      <ActionNotice state={state} enhanced={enhanced} success={`${SENT} ${SENT_DETAIL}`} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="Name" error={fieldError("name")}>
          {(props) => <Input {...props} {...field("name")} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} />}
        </Field>
        <Field label="Email" error={fieldError("email")}>
          {(props) => <Input {...props} {...field("email")} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />}
        </Field>
      </div>
      <Field label="Subject" error={fieldError("subject")}>
        {(props) => <Input {...props} {...field("subject")} maxLength={CONTACT_LIMITS.subject} />}
      </Field>
      <Field label="Message" error={fieldError("message")}>
        {(props) => <Textarea {...props} {...field("message")} rows={6} className="min-h-40" maxLength={CONTACT_LIMITS.message} />}
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
        <span aria-hidden className="text-destructive">
          *
        </span>
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
