"use client";

import { useEffect } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { safeReturnPath } from "@/lib/auth/return-path";
import { useAuthDialog } from "./auth-dialog-context";

/**
 * `/?login=true` opens the sign-in dialog (with `&next=`, a path on this site to go to once signed
 * in: the hunt's booking form, the conversation) and then removes both from the address. The
 * page does not depend on it, so the address is rewritten in place (the router keeps
 * useSearchParams in step with history.replaceState) instead of a server round trip.
 */
export function LoginParamWatcher() {
  const params = useSearchParams();
  const pathname = usePathname();
  const { openDialog } = useAuthDialog();
  useEffect(() => {
    if (params.get("login") !== "true") return;
    openDialog("login", safeReturnPath(params.get("next")));
    const next = new URLSearchParams(params);
    next.delete("login");
    next.delete("next");
    const qs = next.toString();
    window.history.replaceState(null, "", `${qs ? `${pathname}?${qs}` : pathname}${window.location.hash}`);
  }, [params, pathname, openDialog]);
  return null;
}
