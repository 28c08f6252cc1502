"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import type { PublicUser } from "@/lib/users/public-user";

export const CURRENT_USER_KEY = ["auth", "me"] as const;

/** The signed-in user, or null; `isLoading` while the session is being read. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      try {
        return await api.get<PublicUser>("/api/auth/me");
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
        throw err;
      }
    },
    staleTime: Infinity,
  });
}

export function useRefreshCurrentUser() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
