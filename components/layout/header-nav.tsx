"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { lazyWithQuery } from "@/components/query/lazy-with-query";

const navPlaceholder = () => <div aria-hidden className="h-9 w-48" />;
// Signed-in links (with the unread count, which needs React Query) load only for signed-in users.
const SignedInNav = lazyWithQuery(() => import("./signed-in-nav").then((m) => m.SignedInNav), navPlaceholder);

/**
 * The header's right side. In the server's HTML (and until the session is read) it holds the
 * signed-out nav, shown at once to visitors, and a placeholder of the same size that replaces it
 * for a reader the session hint marks as signed in (lib/auth/session-hint.ts); then the signed-in
 * or the signed-out nav.
 */
export function HeaderNav({ signedOut }: { signedOut: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <>
        <div className="contents signed-in:hidden">{signedOut}</div>
        <div aria-hidden data-testid="header-nav-placeholder" className="hidden h-9 w-48 signed-in:block" />
      </>
    );
  }
  return user ? <SignedInNav user={user} /> : signedOut;
}
