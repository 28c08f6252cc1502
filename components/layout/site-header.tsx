import Link from "next/link";
import { Suspense } from "react";
import { Menu, Mountain } from "@/components/ui/icons";
import { AuthDialogButton } from "@/components/auth/auth-dialog-button";
import { LoginParamWatcher } from "@/components/auth/login-param-watcher";
import { Button } from "@/components/ui/button";
import { HeaderNav } from "./header-nav";
import { menuButtonClass } from "./menu-button-class";
import { MobileMenu } from "./mobile-menu";

const ANCHORS = [
  { href: "/#hunts", label: "Browse Hunts" },
  { href: "/#top-tier-outfitters", label: "Top-Tier Outfitters" },
  { href: "/#how-it-works", label: "How It Works" },
];

/**
 * The top bar. A server component: only the session switch (HeaderNav), the menu button and the
 * buttons that open the auth dialog run in the browser.
 */
export function SiteHeader() {
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
        <HeaderNav signedOut={<SignedOutNav />} />
      </div>
    </header>
  );
}

function SignedOutNav() {
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
      <Button asChild variant="ghost" className="text-primary-foreground hover:bg-white/10 hover:text-primary-foreground">
        <AuthDialogButton mode="login">Sign In</AuthDialogButton>
      </Button>
      <Button asChild variant="secondary">
        <AuthDialogButton mode="register">Join as Hunter</AuthDialogButton>
      </Button>
      <Button asChild className="bg-blaze text-blaze-foreground hover:bg-blaze/90">
        <AuthDialogButton mode="outfitter">Join as Outfitter</AuthDialogButton>
      </Button>
    </>
  );
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
        {links}
        <div className="ml-3 flex items-center gap-2">{buttons}</div>
      </nav>
      <MobileMenu buttonClassName={menuButtonClass("lg:hidden")} icon={<Menu />}>
        <div className="flex flex-col gap-1">{links}</div>
        <div className="mt-4 flex flex-col gap-2">{buttons}</div>
      </MobileMenu>
    </>
  );
}
