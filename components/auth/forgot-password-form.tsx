"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { LabelledInput } from "@/components/forms/labelled-input";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, api } from "@/lib/api-client";
import { forgotPasswordSchema } from "@/lib/auth/schema";

/** Forgot-password mode: the server e-mails a single-use link and answers the same for every address. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await api.post("/api/auth/forgot-password", { email });
      toast.success("Reset Email Sent", {
        description: "If an account with that email exists, you'll receive password reset instructions.",
      });
      onSent();
    } catch (err) {
      const message =
        err instanceof ApiError
          ? err.message || "Failed to process password reset request"
          : "Failed to send reset email. Please try again.";
      toast.error("Error", { description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <LabelledInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Sending" /> : null}
        Send Reset Email
      </Button>
    </form>
  );
}
