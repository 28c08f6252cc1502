"use client";

import { useRouter } from "next/navigation";
import { useAuthDialog } from "./auth-dialog-context";
import { LoginForm } from "./login-form";

/** The sign-in form on /sign-in: once signed in (with JavaScript), on to `next` or the role's home page. */
export function SignInPageForm({ next }: { next: string | null }) {
  const router = useRouter();
  return <LoginForm onSignedIn={() => router.push(next ?? "/")} permalink="/sign-in" />;
}

/** The dialog's links under the form: they open the header's dialog in that mode. */
export function SignInPageLinks() {
  const { openDialog } = useAuthDialog();
  const link = (mode: "forgot-password" | "register" | "outfitter", label: string) => (
    <button
      type="button"
      onClick={() => openDialog(mode)}
      className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11"
    >
      {label}
    </button>
  );
  return (
    <div className="mt-6 grid gap-2 border-t pt-4 text-center text-sm text-muted-foreground">
      <p>{link("forgot-password", "Forgot your password?")}</p>
      <p>New to Ridgeline? {link("register", "Sign up as Hunter")}</p>
      <p>Guide hunts? {link("outfitter", "Become an Outfitter")}</p>
    </div>
  );
}
