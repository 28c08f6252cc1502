"use client";

import { useEffect, useState } from "react";

/** The text once typing has paused, so a search is one request, not one per keystroke. */
export function useDebounced(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
