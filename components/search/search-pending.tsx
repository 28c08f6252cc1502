"use client";

import { useEffect } from "react";
import { useFormStatus } from "react-dom";
import { useLinkStatus } from "next/link";

/*
 * Loading state for the search pages without a loading.tsx. A loading boundary would stream every
 * first request with 200 before the search runs, so an outage or a bad page could no longer answer
 * 500 (crawlers would index the error, caches could keep it; scripts/faults.ts phase d checks it).
 * Instead, while a search, an order change or a page link is navigating in the browser, the results
 * region is marked `data-pending` and draws skeleton cards in place of the old ones (same space:
 * nothing moves), and the results are `aria-busy`.
 */
function useMarkPending(targetId: string, pending: boolean) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.toggleAttribute("data-pending", pending);
    target.setAttribute("aria-busy", String(pending));
  }, [targetId, pending]);
}

/** Inside the search form (next/form): pending while its submission navigates. */
export function FormPendingMarker({ targetId }: { targetId: string }) {
  useMarkPending(targetId, useFormStatus().pending);
  return null;
}

/** Inside a next/link: pending while its navigation runs. */
export function LinkPendingMarker({ targetId }: { targetId: string }) {
  useMarkPending(targetId, useLinkStatus().pending);
  return null;
}
