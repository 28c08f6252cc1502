"use client";

import Link from "next/link";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** Client-side convenience only: the API checks the role on every call. `loading` replaces the spinner (a page's skeleton). */
export function OutfitterGate({ children, loading }: { children: React.ReactNode; loading?: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) {
    if (loading) return <>{loading}</>;
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (user?.role === "outfitter") return <>{children}</>;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="font-display text-2xl font-bold">{user ? "Access Denied" : "Sign in required"}</h1>
      <p className="text-muted-foreground">{user ? "This page is for outfitters." : "Sign in with your outfitter account to see this page."}</p>
      <Button asChild>
        <Link href={user ? "/" : "/?login=true"}>{user ? "Go Home" : "Go to Login"}</Link>
      </Button>
    </section>
  );
}
