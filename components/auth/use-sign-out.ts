"use client";

import { useRouter } from "next/navigation";
import { clearCurrentUser } from "./use-current-user";

/** Logout: ends the session cookie, empties every cached query, and returns to /. */
export function useSignOut() {
  const router = useRouter();
  return async () => {
    // Loaded on click: next-auth's client and React Query stay out of public pages' first load.
    const [{ signOut }, { getQueryClient }] = await Promise.all([import("next-auth/react"), import("@/components/query/query-client")]);
    await signOut({ redirect: false });
    clearCurrentUser();
    getQueryClient().clear();
    router.push("/");
    router.refresh();
  };
}
