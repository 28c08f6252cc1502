import * as React from "react";
import { LoaderCircle as Loader2Icon } from "@/components/ui/icons";

import { cn } from "@/lib/utils";

function Spinner({ className, label = "Loading", ...props }: React.ComponentProps<"span"> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center justify-center text-current", className)} {...props}>
      <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
