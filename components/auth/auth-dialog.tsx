"use client";

import { useRouter } from "next/navigation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { type AuthMode, useAuthDialog } from "./auth-dialog-context";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

const HEADINGS: Record<AuthMode, { title: string; description: string }> = {
  login: { title: "Welcome Back", description: "Sign in to your Ridgeline account." },
  register: { title: "Join as Hunter", description: "Create an account to find, message and book vetted outfitters." },
  outfitter: {
    title: "Become an Outfitter",
    description: "Apply to list your hunts. An admin reviews every application, usually within 24 to 48 hours.",
  },
  "forgot-password": {
    title: "Reset Password",
    description: "Enter your account's email and we'll send you a link to choose a new password.",
  },
};

/** The one sign-in dialog (spec 000 §2): login, register, outfitter and forgot-password modes. */
export function AuthDialog() {
  const { open, mode, returnTo, close, setMode } = useAuthDialog();
  const router = useRouter();
  const heading = HEADINGS[mode];
  // Signed in or up from an entry point that was going somewhere (Book This Hunt): go there.
  const done = () => {
    close();
    if (returnTo) router.push(returnTo);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="sm:max-w-md" data-testid="auth-dialog" data-mode={mode}>
        <DialogHeader>
          <DialogTitle className="text-2xl">{heading.title}</DialogTitle>
          <DialogDescription>{heading.description}</DialogDescription>
        </DialogHeader>
        {mode === "login" ? (
          <LoginForm key="login" onSignedIn={done} />
        ) : mode === "forgot-password" ? (
          <ForgotPasswordForm key="forgot" onSent={() => setMode("login")} />
        ) : (
          <RegisterForm key={mode} role={mode === "outfitter" ? "outfitter" : "hunter"} onSignedIn={mode === "outfitter" ? close : done} />
        )}
        <ModeLinks mode={mode} onSwitch={setMode} />
      </DialogContent>
    </Dialog>
  );
}

function ModeLinks({ mode, onSwitch }: { mode: AuthMode; onSwitch: (mode: AuthMode) => void }) {
  const link = (to: AuthMode, label: string) => (
    <button
      type="button"
      onClick={() => onSwitch(to)}
      className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11"
    >
      {label}
    </button>
  );
  if (mode === "login") {
    return (
      <div className="grid gap-2 border-t pt-4 text-center text-sm text-muted-foreground">
        <p>{link("forgot-password", "Forgot your password?")}</p>
        <p>New to Ridgeline? {link("register", "Sign up as Hunter")}</p>
        <p>Guide hunts? {link("outfitter", "Become an Outfitter")}</p>
      </div>
    );
  }
  if (mode === "forgot-password") {
    return <p className="border-t pt-4 text-center text-sm">{link("login", "Back to Sign In")}</p>;
  }
  return <p className="border-t pt-4 text-center text-sm text-muted-foreground">Already have an account? {link("login", "Sign In")}</p>;
}
