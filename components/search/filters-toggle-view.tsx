"use client";

import { useEffect, useState } from "react";

/**
 * FiltersToggle's moving part: the button (styled by the server) shows or hides the filters, and
 * submitting the search folds them away again, so on a phone the results are on the first screen.
 */
export function FiltersToggleView({
  children,
  active,
  buttonClassName,
  icon,
  formId,
  className,
  panelClassName = "mt-4 lg:mt-0 lg:block",
  openClassName = "block",
}: {
  children: React.ReactNode;
  active: number;
  buttonClassName: string;
  icon: React.ReactNode;
  formId: string;
  className?: string;
  panelClassName?: string;
  openClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const fold = (e: SubmitEvent) => {
      if (e.target instanceof HTMLFormElement && e.target.id === formId) setOpen(false);
    };
    document.addEventListener("submit", fold);
    return () => document.removeEventListener("submit", fold);
  }, [formId]);
  return (
    <div className={className}>
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
      <div id="search-filters" className={`${open ? openClassName : "hidden"} ${panelClassName}`}>
        {children}
      </div>
    </div>
  );
}
