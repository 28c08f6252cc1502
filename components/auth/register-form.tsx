"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { LabelledInput } from "@/components/forms/labelled-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { registerAccount, signInWithPassword } from "@/lib/auth/actions";
import { IDLE } from "@/lib/actions/state";
import { TERMS_REQUIRED, registerFormSchema } from "@/lib/auth/schema";
import { FormAlert } from "./form-alert";
import { TermsCheckbox } from "./terms-checkbox";
import { AUTH_ERROR_FALLBACK } from "./auth-messages";
import { refreshCurrentUser } from "./use-current-user";

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

/**
 * Register (hunter) and outfitter modes: creates the account and signs the browser in, through the
 * registerAccount server action (POST /api/auth/register's twin, same schema and rules), then signs
 * in with signInWithPassword. Without JavaScript the post registers and the action answers with the
 * sign-in page (?registered=1), whether or not the address was new.
 */
export function RegisterForm({ role, onSignedIn }: { role: Role; onSignedIn: () => void }) {
  const router = useRouter();
  const { form, field, fieldError, pending, state, enhanced, formProps } = useActionForm({
    schema: registerFormSchema,
    action: registerAccount,
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", websiteUrl: "", password: "", role, termsAccepted: false },
    onSuccess: async () => {
      // A new and a taken address get the same answer (issue 52); signing in with the password just chosen is what tells them
      // apart, as for an API client. The same toast either way: a taken address's owner is e-mailed, and nothing here says so.
      const { email, password } = form.getValues();
      const signedIn = await signInWithPassword(IDLE, { email, password });
      toast.success(SUCCESS[role].title, { description: SUCCESS[role].description });
      if (signedIn.ok) {
        await refreshCurrentUser();
        router.refresh();
      }
      onSignedIn();
    },
    onError: (s) => toast.error("Error", { description: s.message ?? AUTH_ERROR_FALLBACK }),
    onInvalid: (errors) => {
      if (errors.termsAccepted) toast.error("Terms Required", { description: TERMS_REQUIRED });
    },
  });
  const termsAccepted = form.watch("termsAccepted");
  const refusal = !state.ok && state.status !== undefined && !state.fieldErrors ? (state.message ?? AUTH_ERROR_FALLBACK) : null;

  return (
    <form {...formProps} className="grid gap-4">
      <FormAlert message={refusal} />
      <input type="hidden" name="role" value={role} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <LabelledInput label="First Name" autoComplete="given-name" error={fieldError("firstName")} {...field("firstName")} />
        <LabelledInput label="Last Name" autoComplete="family-name" error={fieldError("lastName")} {...field("lastName")} />
      </div>
      <LabelledInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={fieldError("email")}
        {...field("email")}
      />
      <LabelledInput
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
        optional
        error={fieldError("phone")}
        {...field("phone")}
      />
      {role === "outfitter" ? (
        <LabelledInput
          label="Website URL"
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="www.youroutfitter.com"
          hint="https:// is added if missing."
          error={fieldError("websiteUrl")}
          {...field("websiteUrl")}
        />
      ) : null}
      <LabelledInput
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={fieldError("password")}
        {...field("password")}
      />
      <TermsCheckbox
        name="termsAccepted"
        checked={termsAccepted}
        onChange={(v) => form.setValue("termsAccepted", v, { shouldValidate: form.formState.isSubmitted })}
        error={fieldError("termsAccepted")}
      />
      {/* Before JavaScript runs the post itself is checked (the action answers TERMS_REQUIRED). */}
      <Button type="submit" className="w-full" disabled={(enhanced && !termsAccepted) || pending}>
        {pending ? <Spinner label="Submitting" /> : null}
        {role === "outfitter" ? "Submit Application" : "Create Account"}
      </Button>
    </form>
  );
}
