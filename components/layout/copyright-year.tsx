"use client";

/** The current year, read in the browser so a cached page never shows a stale one. */
export function CopyrightYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
