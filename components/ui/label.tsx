import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A form label. A plain <label>, not Radix's client Label, so server-rendered forms on public pages
 * (browse, search, contact) ship no JavaScript for it: Radix's only addition was to stop a double
 * click from selecting text, which `select-none` already does.
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
