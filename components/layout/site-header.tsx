"use client";

import Link from "next/link";
import { Suspense } from "react";
import { Mountain } from "lucide-react";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { LoginParamWatcher } from "@/components/auth/login-param-watcher";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { lazyWithQuery } from "@/components/query/lazy-with-query";
import { Button } from "@/components/ui/button";
import { MobileMenu } from "./mobile-menu";

const navPlaceholder = () => <div aria-hidden className="h-9 w-48" />;
// Signed-in links (with the unread count, which needs React Query) load only for signed-in users.
const SignedInNav = lazyWithQuery(() => import("./signed-in-nav").then((m) => m.SignedInNav), navPlaceholder);

const ANCHORS = [
  { href: "/#hunts", label: "Browse Hunts" },
  { href: "/#top-tier-outfitters", label: "Top-Tier Outfitters" },
  { href: "/#how-it-works", label: "How It Works" },
];

export function SiteHeader() {
  const { data: user, isLoading } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow-sm">
      <Suspense fallback={null}>
        <LoginParamWatcher />
      </Suspense>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-display text-xl font-bold tracking-wide">
          <Mountain aria-hidden className="size-6" />
          Ridgeline
        </Link>
        {isLoading ? navPlaceholder() : user ? <SignedInNav user={user} /> : <SignedOutNav />}
      </div>
    </header>
  );
}

function SignedOutNav() {
  const { openDialog } = useAuthDialog();
  const links = (
    <>
      {ANCHORS.map((a) => (
        <Link key={a.href} href={a.href} className="rounded-md px-2 py-2 text-sm font-medium hover:bg-white/10">
          {a.label}
        </Link>
      ))}
      <Link href="/about" className="rounded-md px-2 py-2 text-sm font-medium hover:bg-white/10">
        About Us
      </Link>
    </>
  );
  const buttons = (
    <>
      <Button variant="ghost" className="text-primary-foreground hover:bg-white/10 hover:text-primary-foreground" onClick={() => openDialog("login")}>
        Sign In
      </Button>
      <Button variant="secondary" onClick={() => openDialog("register")}>
        Join as Hunter
      </Button>
      <Button className="bg-blaze text-blaze-foreground hover:bg-blaze/90" onClick={() => openDialog("outfitter")}>
        Join as Outfitter
      </Button>
    </>
  );
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
        {links}
        <div className="ml-3 flex items-center gap-2">{buttons}</div>
      </nav>
      <MobileMenu>
        <div className="flex flex-col gap-1">{links}</div>
        <div className="mt-4 flex flex-col gap-2">{buttons}</div>
      </MobileMenu>
    </>
  );
}
