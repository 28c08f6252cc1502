"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// The sheet (Radix Dialog) loads on the first tap, not with every page.
const MobileMenuSheet = dynamic(() => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet), { ssr: false });

/** The small-screen menu button and its side sheet. */
export function MobileMenu({ children, className = "lg:hidden" }: { children: React.ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={cn("text-primary-foreground hover:bg-white/10 hover:text-primary-foreground", className)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu />
      </Button>
      {used && (
        <MobileMenuSheet open={open} onOpenChange={setOpen}>
          {children}
        </MobileMenuSheet>
      )}
    </>
  );
}
