"use client";

import { useState } from "react";

/** FiltersToggle's moving part: the button (styled by the server) shows or hides the filters. */
export function FiltersToggleView({
  children,
  active,
  buttonClassName,
  icon,
}: {
  children: React.ReactNode;
  active: number;
  buttonClassName: string;
  icon: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        data-slot="button"
        data-variant="outline"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
        {open ? "Hide filters" : "Show filters"}
        {active > 0 && ` (${active} active)`}
      </button>
      <div id="search-filters" className={`mt-4 lg:mt-0 lg:block ${open ? "block" : "hidden"}`}>
        {children}
      </div>
    </div>
  );
}
