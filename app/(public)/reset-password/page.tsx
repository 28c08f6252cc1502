import type { Metadata } from "next";
import { InvalidResetLink } from "@/components/auth/invalid-reset-link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetLinkInfo } from "@/lib/auth/service";
import { AppError } from "@/lib/http/errors";

export const metadata: Metadata = { title: "Reset Password", robots: { index: false, follow: false } };

/** The link's owner, or null when the link is missing, unknown, used or expired. */
async function linkOwner(token: string) {
  if (!token || token.length > 200) return null;
  try {
    return await resetLinkInfo(token);
  } catch (err) {
    if (err instanceof AppError && err.status === 400) return null;
    throw err;
  }
}

/**
 * /reset-password?token= — choose a new password through the e-mailed single-use link. The link is
 * checked here, on the server, so an invalid one shows its page without a failing request.
 */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  const owner = await linkOwner(value);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      {owner ? <ResetPasswordForm token={value} firstName={owner.firstName} /> : <InvalidResetLink />}
    </section>
  );
}
