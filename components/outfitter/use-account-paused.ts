"use client";

import { useCurrentUser } from "@/components/auth/use-current-user";
import { isPausedOutfitter } from "@/lib/auth/account-state";

/**
 * An approved outfitter whose account the admin paused (spec 001 §4): it keeps its dashboard to
 * settle up, but the server refuses hunt changes and answers to hunters, so the dashboard
 * disables those controls instead of letting them fail. (Kept out of use-current-user.ts, which
 * every page's header loads.)
 */
export function useAccountPaused(): boolean {
  const { data } = useCurrentUser();
  return !!data && isPausedOutfitter(data);
}

export const PAUSED_HINT = "Your account is paused";
