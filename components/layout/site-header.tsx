"use client";

import Link from "next/link";
import { Suspense } from "react";
import { Menu, Mountain } from "lucide-react";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { LoginParamWatcher } from "@/components/auth/login-param-watcher";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { useSignOut } from "@/components/auth/use-sign-out";
import { UnreadBadge } from "@/components/messages/unread-badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger, SheetClose } from "@/components/ui/sheet";
import type { PublicUser } from "@/lib/users/public-user";

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
        {isLoading ? <div aria-hidden className="h-9 w-48" /> : user ? <SignedInNav user={user} /> : <SignedOutNav />}
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

function SignedInNav({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  const isAdmin = user.role === "admin";
  const linkClass = "rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10";
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        <Link href="/about" className={linkClass}>About Us</Link>
        {isAdmin ? (
          <Link href="/" className={linkClass}>Admin Panel</Link>
        ) : (
          <>
            <Link href="/" className={linkClass}>Dashboard</Link>
            <Link href="/messages" className={linkClass}>Messages<UnreadBadge /></Link>
          </>
        )}
        <span className="ml-2 text-sm font-semibold" data-testid="header-first-name">{user.firstName}</span>
        <Button variant="secondary" size="sm" className="ml-2" onClick={signOut}>
          Logout
        </Button>
      </nav>
      <MobileMenu>
        <p className="px-3 pb-2 text-sm font-semibold">{user.firstName}</p>
        <div className="flex flex-col gap-1">
          <SheetClose asChild><Link href="/" className={linkClass}>Dashboard</Link></SheetClose>
          <SheetClose asChild><Link href="/messages" className={linkClass}>Messages<UnreadBadge /></Link></SheetClose>
          {isAdmin ? <SheetClose asChild><Link href="/" className={linkClass}>Admin Panel</Link></SheetClose> : null}
          <SheetClose asChild><Link href="/about" className={linkClass}>About Us</Link></SheetClose>
        </div>
        <Button variant="secondary" className="mt-4" onClick={signOut}>
          Logout
        </Button>
      </MobileMenu>
    </>
  );
}

function MobileMenu({ children }: { children: React.ReactNode }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="text-primary-foreground hover:bg-white/10 hover:text-primary-foreground lg:hidden" aria-label="Open menu">
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="bg-primary text-primary-foreground">
        <SheetHeader>
          <SheetTitle className="text-primary-foreground">Menu</SheetTitle>
        </SheetHeader>
        <div className="px-4">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
