"use client";

import { useSyncExternalStore } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PublicUser } from "@/lib/users/public-user";

export const CURRENT_USER_KEY = ["auth", "me"] as const;

const noSubscription = () => () => {};

/**
 * The signed-in user, or null; `isLoading` while the session is being read. Read from next-auth's
 * session endpoint (the session callback adds `me`), which answers a visitor 200 `{}`, not 401.
 *
 * Server HTML is always rendered before anyone is known. A Suspense boundary that hydrates after
 * the session has answered must first render that same loading state, or React reports a
 * hydration mismatch (#418); React re-renders it with the user right after hydration.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => (await api.get<{ me?: PublicUser | null } | null>("/api/auth/session"))?.me ?? null,
    staleTime: Infinity,
  });
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  return hydrating ? ({ ...query, data: undefined, isLoading: true, isPending: true, status: "pending" } as typeof query) : query;
}

export function useRefreshCurrentUser() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
