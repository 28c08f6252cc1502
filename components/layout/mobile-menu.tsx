"use client";

import { useState } from "react";
import { lazyClient } from "@/components/ui/lazy-client";

// The sheet (Radix Dialog) loads on the first tap, not with every page.
const MobileMenuSheet = lazyClient(() => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet));

/**
 * The small-screen menu button and its side sheet. The button's classes (menuButtonClass) and its
 * icon come from the caller, so the header renders them on the server and ships neither
 * tailwind-merge nor lucide to the browser.
 */
export function MobileMenu({
  children,
  buttonClassName,
  icon,
}: {
  children: React.ReactNode;
  buttonClassName: string;
  icon: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        data-slot="button"
        data-variant="ghost"
        className={buttonClassName}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {icon}
      </button>
      {used && (
        <MobileMenuSheet open={open} onOpenChange={setOpen}>
          {children}
        </MobileMenuSheet>
      )}
    </>
  );
}
