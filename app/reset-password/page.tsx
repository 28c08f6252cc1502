import type { Metadata } from "next";
import { InvalidResetLink } from "@/components/auth/invalid-reset-link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Reset Password", robots: { index: false, follow: false } };

/** /reset-password?token= — choose a new password through the e-mailed single-use link. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      {value ? <ResetPasswordForm token={value} /> : <InvalidResetLink />}
    </section>
  );
}
