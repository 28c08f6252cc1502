"use client";

import { useQueryClient } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";

/** Logout: ends the session cookie, empties every cached query, and returns to /. */
export function useSignOut() {
  const qc = useQueryClient();
  const router = useRouter();
  return async () => {
    await signOut({ redirect: false });
    qc.clear();
    router.push("/");
    router.refresh();
  };
}
