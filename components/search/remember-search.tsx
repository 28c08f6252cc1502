"use client";

import { useEffect } from "react";
import { SEARCH_MEMORY_KEY } from "@/lib/hunts/booking-facts";

/** Remembers this search (for the hunt page's "Back to Hunts"); renders nothing. */
export function RememberSearch({ href }: { href: string }) {
  useEffect(() => {
    try {
      sessionStorage.setItem(SEARCH_MEMORY_KEY, href);
    } catch {
      // Storage refused (private mode): Back to Hunts goes home, as before.
    }
  }, [href]);
  return null;
}
