"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { LabelledInput } from "@/components/forms/labelled-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { signInWithPassword } from "@/lib/auth/actions";
import { loginSchema } from "@/lib/auth/schema";
import { FormAlert } from "./form-alert";
import { AUTH_ERROR_FALLBACK } from "./auth-messages";
import { refreshCurrentUser } from "./use-current-user";

/**
 * Sign in with e-mail and password, through the signInWithPassword server action (POST
 * /api/auth/login's twin: the same schema, limits and session cookie). In the auth dialog and on
 * /sign-in; without JavaScript the post signs in and the action answers with the home page.
 */
export function LoginForm({ onSignedIn, permalink }: { onSignedIn: () => void; permalink?: string }) {
  const router = useRouter();
  const { field, fieldError, pending, state, formProps } = useActionForm({
    schema: loginSchema,
    action: signInWithPassword,
    defaultValues: { email: "", password: "" },
    permalink,
    onSuccess: async () => {
      toast.success("Welcome back!", { description: "You have successfully logged in." });
      await refreshCurrentUser();
      router.refresh();
      onSignedIn();
    },
    onError: (s) => toast.error("Error", { description: s.message ?? AUTH_ERROR_FALLBACK }),
  });
  // A refusal no field explains (wrong password, too many attempts) stands above the fields.
  const refusal = !state.ok && state.status !== undefined && !state.fieldErrors ? (state.message ?? AUTH_ERROR_FALLBACK) : null;

  return (
    <form {...formProps} className="grid gap-4">
      <FormAlert message={refusal} />
      <LabelledInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={fieldError("email")}
        {...field("email")}
      />
      <LabelledInput
        label="Password"
        type="password"
        autoComplete="current-password"
        error={fieldError("password")}
        {...field("password")}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Signing in" /> : null}
        Sign In
      </Button>
    </form>
  );
}
