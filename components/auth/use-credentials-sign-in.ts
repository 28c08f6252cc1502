"use client";

import { useRouter } from "next/navigation";
import { refreshCurrentUser } from "./use-current-user";

export const AUTH_ERROR_FALLBACK = "An error occurred. Please try again.";

/**
 * Signs the browser in through next-auth's credentials provider (httpOnly session cookie), then
 * reloads the current user and the server-rendered page so `/` shows the role's page. Throws with
 * the server's message (authorize() passes it through as `error`).
 */
export function useCredentialsSignIn() {
  const router = useRouter();
  return async (email: string, password: string) => {
    const { signIn } = await import("next-auth/react");
    const result = await signIn("credentials", { redirect: false, email, password });
    if (!result || result.error || !result.ok) {
      const message = result?.error && result.error !== "CredentialsSignin" ? result.error : AUTH_ERROR_FALLBACK;
      throw new Error(message);
    }
    await refreshCurrentUser();
    router.refresh();
  };
}
