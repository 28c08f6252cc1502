"use client";

import { useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** On small screens the filter sidebar folds away behind a button; from lg up it is always shown. */
export function FiltersToggle({ children, active = 0 }: { children: React.ReactNode; active?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal aria-hidden />
        {open ? "Hide filters" : "Show filters"}
        {active > 0 && ` (${active} active)`}
      </Button>
      <div id="search-filters" className={cn("mt-4 lg:mt-0 lg:block", open ? "block" : "hidden")}>
        {children}
      </div>
    </div>
  );
}
