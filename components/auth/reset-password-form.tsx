"use client";

import { CheckCircle2, KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { ActionNotice } from "@/components/forms/action-notice";
import { LabelledInput } from "@/components/forms/labelled-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { resetPasswordWithLink } from "@/lib/auth/actions";
import { MIN_PASSWORD, resetPasswordFormSchema } from "@/lib/auth/schema";

const REDIRECT_DELAY_MS = 2000;

/**
 * The reset form for a link the page found live, through the resetPasswordWithLink server action
 * (POST /api/auth/reset-password's twin). Both passwords must match and be long enough (the spec's
 * toasts); success returns to / after 2 s. A failed reset re-checks the link on the server
 * (router.refresh), which shows "Invalid Reset Link" when it has been used or has expired
 * meanwhile. Without JavaScript a refused post comes back with its messages; a good one goes on to /sign-in.
 */
export function ResetPasswordForm({ token, firstName }: { token: string; firstName: string }) {
  const router = useRouter();
  const { field, fieldError, pending, state, enhanced, formProps } = useActionForm({
    schema: resetPasswordFormSchema,
    action: resetPasswordWithLink,
    defaultValues: { token, newPassword: "", confirmPassword: "" },
    permalink: `/reset-password?token=${encodeURIComponent(token)}`,
    onSuccess: () => {
      toast.success("Password Reset Successful", { description: "You can now sign in with your new password" });
    },
    onError: (s) => {
      toast.error("Reset Failed", { description: s.message ?? "Failed to reset password. Please try again." });
      router.refresh();
    },
    onInvalid: (errors) => {
      if (errors.token) toast.error("Invalid Reset Link", { description: "This password reset link is invalid or has expired." });
      else if (errors.confirmPassword) toast.error("Passwords Don't Match", { description: "Please make sure both passwords match." });
      else if (errors.newPassword) toast.error("Password Too Short", { description: "Password must be at least 6 characters long." });
    },
  });

  useEffect(() => {
    if (!state.ok) return;
    const timer = setTimeout(() => router.push("/"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.ok, router]);

  if (state.ok) {
    return (
      <div className="rounded-xl border bg-card p-8 text-center shadow-sm" role="status">
        <CheckCircle2 aria-hidden className="mx-auto size-10 text-primary" />
        <h1 className="mt-4 font-display text-2xl font-bold">Password Reset Successful</h1>
        <p className="mt-2 text-muted-foreground">You can now sign in with your new password. Taking you home…</p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <KeyRound aria-hidden className="size-8 text-primary" />
      <h1 className="mt-4 font-display text-2xl font-bold">Reset Password</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {firstName ? `Hi ${firstName}, choose` : "Choose"} a new password for your account.
      </p>
      <form {...formProps} className="mt-6 grid gap-4">
        <ActionNotice state={state} enhanced={enhanced} success="" />
        <input type="hidden" name="token" value={token} />
        <LabelledInput
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters.`}
          error={enhanced ? undefined : fieldError("newPassword")}
          {...field("newPassword")}
        />
        <LabelledInput
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={enhanced ? undefined : fieldError("confirmPassword")}
          {...field("confirmPassword")}
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <Spinner label="Resetting" /> : null}
          {pending ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </div>
  );
}
