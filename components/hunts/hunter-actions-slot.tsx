"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { lazyWithQuery } from "@/components/query/lazy-with-query";
import type { HunterActionsProps } from "./hunter-actions";

// Only hunters download the favourite and review controls (and React Query with them).
const HunterActions = lazyWithQuery(
  () => import("./hunter-actions").then((m) => m.HunterActions),
  () => <div aria-hidden className="h-9" />,
);

/**
 * Hunter-only actions next to an outfitter (spec 000 §2). The pages are cached for everyone, so
 * whether the viewer is a hunter is decided here on the client.
 */
export function HunterActionsSlot(props: HunterActionsProps) {
  const { data: user } = useCurrentUser();
  if (user?.role !== "hunter") return null;
  return <HunterActions {...props} />;
}
