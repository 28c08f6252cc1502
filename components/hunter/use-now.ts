"use client";

import { useEffect, useState } from "react";

/** The current time, re-read every `intervalMs` (a minute by default) so time-based cards update. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}
