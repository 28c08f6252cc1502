"use client";

import { toast } from "@/components/ui/toast";
import { ActionNotice } from "@/components/forms/action-notice";
import { LabelledInput } from "@/components/forms/labelled-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { sendPasswordResetLink } from "@/lib/auth/actions";
import { forgotPasswordSchema } from "@/lib/auth/schema";

const SENT = "If an account with that email exists, you'll receive password reset instructions.";

/**
 * Forgot-password mode: the server e-mails a single-use link and answers the same for every
 * address. Submits through the sendPasswordResetLink server action (POST /api/auth/forgot-password's twin).
 */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { field, fieldError, pending, state, enhanced, formProps } = useActionForm({
    schema: forgotPasswordSchema,
    action: sendPasswordResetLink,
    defaultValues: { email: "" },
    onSuccess: () => {
      toast.success("Reset Email Sent", { description: SENT });
      onSent();
    },
    onError: (s) =>
      toast.error("Error", {
        description:
          s.status === undefined
            ? "Failed to send reset email. Please try again."
            : s.message || "Failed to process password reset request",
      }),
  });

  return (
    <form {...formProps} className="grid gap-4">
      <ActionNotice state={state} enhanced={enhanced} success={`Reset Email Sent. ${SENT}`} />
      <LabelledInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={fieldError("email")}
        {...field("email")}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Sending" /> : null}
        Send Reset Email
      </Button>
    </form>
  );
}
