"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { LabelledInput } from "@/components/forms/labelled-input";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, errorMessage } from "@/lib/api-client";
import { registerSchema } from "@/lib/auth/schema";
import { FormAlert } from "./form-alert";
import { TermsCheckbox } from "./terms-checkbox";
import { AUTH_ERROR_FALLBACK, useCredentialsSignIn } from "./use-credentials-sign-in";

type Role = "hunter" | "outfitter";

const SUCCESS: Record<Role, { title: string; description: string }> = {
  hunter: {
    title: "Welcome to Ridgeline!",
    description: "Your account has been created successfully. Check your email for confirmation.",
  },
  outfitter: {
    title: "Registration Submitted",
    description: "Your outfitter application is pending approval. A confirmation email has been sent.",
  },
};

/** Register (hunter) and outfitter modes: creates the account, then signs the browser in. */
export function RegisterForm({ role, onSignedIn }: { role: Role; onSignedIn: () => void }) {
  const signIn = useCredentialsSignIn();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", websiteUrl: "", password: "", role },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.post("/api/auth/register", { ...values, websiteUrl: values.websiteUrl ?? "" });
      await signIn(values.email, values.password);
      toast.success(SUCCESS[role].title, { description: SUCCESS[role].description });
      onSignedIn();
    } catch (err) {
      const message = errorMessage(err, AUTH_ERROR_FALLBACK);
      setServerError(message);
      toast.error("Error", { description: message });
    }
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    if (!termsAccepted) {
      e.preventDefault();
      toast.error("Terms Required", { description: "Please accept the Terms of Service to continue." });
      return;
    }
    void submit(e);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={serverError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <LabelledInput label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
        <LabelledInput label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
      <LabelledInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <LabelledInput
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
        optional
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      {role === "outfitter" ? (
        <LabelledInput
          label="Website URL"
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="www.youroutfitter.com"
          hint="https:// is added if missing."
          error={errors.websiteUrl?.message}
          {...form.register("websiteUrl")}
        />
      ) : null}
      <LabelledInput
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} />
      <Button type="submit" className="w-full" disabled={!termsAccepted || isSubmitting}>
        {isSubmitting ? <Spinner label="Submitting" /> : null}
        {role === "outfitter" ? "Submit Application" : "Create Account"}
      </Button>
    </form>
  );
}
