import type { Metadata } from "next";
import { SignInPageForm, SignInPageLinks } from "@/components/auth/sign-in-page-form";
import { safeReturnPath } from "@/lib/auth/return-path";
import { REGISTERED_MESSAGE } from "@/lib/auth/messages";

export const metadata: Metadata = {
  title: "Sign In",
  description: "Sign in to your Ridgeline account.",
  alternates: { canonical: "/sign-in" },
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ reset?: string | string[]; registered?: string | string[]; next?: string | string[] }> };

/**
 * Sign-in as a page: where the header's sign-in dialog cannot open (JavaScript off or not loaded
 * yet) and where a password reset posted without JavaScript leads (?reset=done) and where a registration posted without JavaScript leads (?registered=1). The form is the
 * dialog's, posting to the same action; `?next=` (a path on this site) is where it goes once signed
 * in. Rendered per request (it reads the query).
 */
export default async function SignInPage({ searchParams }: Props) {
  const query = await searchParams;
  const resetDone = query.reset === "done";
  // Where registration without JavaScript leads, whether or not the address was new (issue 52).
  const registered = query.registered === "1";
  const next = safeReturnPath(typeof query.next === "string" ? query.next : null);
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-2xl font-bold">Welcome Back</h1>
        <p className="mt-1 text-sm text-muted-foreground">Sign in to your Ridgeline account.</p>
        {resetDone && (
          <p role="status" className="mt-4 rounded-md border border-primary/30 bg-primary/10 px-3 py-2 text-sm text-primary">
            Password Reset Successful. You can now sign in with your new password.
          </p>
        )}
        {registered && (
          <p role="status" className="mt-4 rounded-md border border-primary/30 bg-primary/10 px-3 py-2 text-sm text-primary">
            {REGISTERED_MESSAGE} You can now sign in with the password you chose.
          </p>
        )}
        <div className="mt-6">
          <SignInPageForm next={next} />
        </div>
        <SignInPageLinks />
      </div>
    </div>
  );
}
