"use client";

import { useRef } from "react";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";

export function MobileMenuSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  // A choice in the menu (a link, or Sign Up opening its dialog) closes the menu, so no dialog opens over the drawer;
  // focus then goes where the choice took it, not back to the menu button.
  const chose = useRef(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="bg-primary text-primary-foreground"
        onCloseAutoFocus={(e) => {
          if (chose.current) e.preventDefault();
          chose.current = false;
        }}
      >
        <SheetHeader>
          <SheetTitle className="text-primary-foreground">Menu</SheetTitle>
        </SheetHeader>
        <div
          className="px-4"
          onClick={(e) => {
            if (!(e.target instanceof Element) || !e.target.closest("a, button")) return;
            chose.current = true;
            onOpenChange(false);
          }}
        >
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}
