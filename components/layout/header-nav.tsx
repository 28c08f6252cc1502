"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { lazyWithQuery } from "@/components/query/lazy-with-query";

const navPlaceholder = () => <div aria-hidden className="h-9 w-48" />;
// Signed-in links (with the unread count, which needs React Query) load only for signed-in users.
const SignedInNav = lazyWithQuery(() => import("./signed-in-nav").then((m) => m.SignedInNav), navPlaceholder);

/** The header's right side: a placeholder while the session is read, then the signed-in or the (server-rendered) signed-out nav. */
export function HeaderNav({ signedOut }: { signedOut: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return navPlaceholder();
  return user ? <SignedInNav user={user} /> : signedOut;
}
