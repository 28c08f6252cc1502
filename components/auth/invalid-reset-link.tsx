import Link from "next/link";
import { LinkIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/** Shown for a missing, expired, used or unknown reset link. */
export function InvalidResetLink() {
  return (
    <div className="rounded-xl border bg-card p-8 text-center shadow-sm" data-testid="invalid-reset-link">
      <LinkIcon aria-hidden className="mx-auto size-10 text-destructive" />
      <h1 className="mt-4 font-display text-2xl font-bold">Invalid Reset Link</h1>
      <p className="mt-2 text-muted-foreground">
        This password reset link is invalid or has expired. Reset links work once and for one hour; request a new one from the sign-in
        dialog.
      </p>
      <Button asChild className="mt-6">
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  );
}
