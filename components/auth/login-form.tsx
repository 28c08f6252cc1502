"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { LabelledInput } from "@/components/forms/labelled-input";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { loginSchema } from "@/lib/auth/schema";
import { FormAlert } from "./form-alert";
import { AUTH_ERROR_FALLBACK, useCredentialsSignIn } from "./use-credentials-sign-in";

/** Login mode of the auth dialog: e-mail and password, then a next-auth session. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useCredentialsSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      await signIn(email, password);
      toast.success("Welcome back!", { description: "You have successfully logged in." });
      onSignedIn();
    } catch (err) {
      const message = errorMessage(err, AUTH_ERROR_FALLBACK);
      setServerError(message);
      toast.error("Error", { description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={serverError} />
      <LabelledInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <LabelledInput
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Signing in" /> : null}
        Sign In
      </Button>
    </form>
  );
}
