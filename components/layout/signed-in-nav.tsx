"use client";

import Link from "next/link";
import { Menu } from "lucide-react";
import { useSignOut } from "@/components/auth/use-sign-out";
import { UnreadBadge } from "@/components/messages/unread-badge";
import { Button } from "@/components/ui/button";
import { SheetClose } from "@/components/ui/sheet";
import type { PublicUser } from "@/lib/users/public-user";
import { menuButtonClass } from "./menu-button-class";
import { MobileMenu } from "./mobile-menu";

/** The top bar's links for a signed-in user (loaded only for them, with the unread count). */
export function SignedInNav({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  const isAdmin = user.role === "admin";
  const linkClass = "rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10";
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        <Link href="/browse-hunts" className={linkClass}>
          Browse Hunts
        </Link>
        <Link href="/about" className={linkClass}>
          About Us
        </Link>
        {isAdmin ? (
          <Link href="/" className={linkClass}>
            Admin Panel
          </Link>
        ) : (
          <>
            <Link href="/" className={linkClass}>
              Dashboard
            </Link>
            <Link href="/messages" className={linkClass}>
              Messages
              <UnreadBadge />
            </Link>
          </>
        )}
        <span className="ml-2 text-sm font-semibold" data-testid="header-first-name">
          {user.firstName}
        </span>
        <Button variant="secondary" size="sm" className="ml-2" onClick={signOut}>
          Logout
        </Button>
      </nav>
      <MobileMenu buttonClassName={menuButtonClass("md:hidden")} icon={<Menu />}>
        <p className="px-3 pb-2 text-sm font-semibold">{user.firstName}</p>
        <div className="flex flex-col gap-1">
          <SheetClose asChild>
            <Link href="/" className={linkClass}>
              Dashboard
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link href="/browse-hunts" className={linkClass}>
              Browse Hunts
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link href="/messages" className={linkClass}>
              Messages
              <UnreadBadge />
            </Link>
          </SheetClose>
          {isAdmin ? (
            <SheetClose asChild>
              <Link href="/" className={linkClass}>
                Admin Panel
              </Link>
            </SheetClose>
          ) : null}
          <SheetClose asChild>
            <Link href="/about" className={linkClass}>
              About Us
            </Link>
          </SheetClose>
        </div>
        <Button variant="secondary" className="mt-4" onClick={signOut}>
          Logout
        </Button>
      </MobileMenu>
    </>
  );
}
