"use client";

import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { LabelledInput } from "@/components/forms/labelled-input";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, errorMessage } from "@/lib/api-client";
import { MIN_PASSWORD } from "@/lib/auth/schema";

const REDIRECT_DELAY_MS = 2000;

/**
 * The reset form for a link the page found live: both passwords must match and be long enough;
 * success returns to / after 2 s. A failed reset re-checks the link on the server (router.refresh),
 * which shows "Invalid Reset Link" when it has been used or has expired meanwhile.
 */
export function ResetPasswordForm({ token, firstName }: { token: string; firstName: string }) {
  const router = useRouter();
  const form = useForm({ defaultValues: { newPassword: "", confirmPassword: "" } });
  const reset = useMutation({
    mutationFn: (newPassword: string) => api.post("/api/auth/reset-password", { token, newPassword }),
    onSuccess: () => {
      toast.success("Password Reset Successful", { description: "You can now sign in with your new password" });
    },
    onError: (err) => {
      toast.error("Reset Failed", { description: errorMessage(err, "Failed to reset password. Please try again.") });
      router.refresh();
    },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => router.push("/"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, router]);

  const onSubmit = form.handleSubmit(({ newPassword, confirmPassword }) => {
    if (!token) {
      toast.error("Invalid Reset Link", { description: "This password reset link is invalid or has expired." });
    } else if (newPassword !== confirmPassword) {
      toast.error("Passwords Don't Match", { description: "Please make sure both passwords match." });
    } else if (newPassword.length < MIN_PASSWORD) {
      toast.error("Password Too Short", { description: "Password must be at least 6 characters long." });
    } else {
      reset.mutate(newPassword);
    }
  });

  if (reset.isSuccess) {
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
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
        <LabelledInput
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters.`}
          {...form.register("newPassword")}
        />
        <LabelledInput
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? <Spinner label="Resetting" /> : null}
          {reset.isPending ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </div>
  );
}
