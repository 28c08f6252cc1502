"use client";

import { useEffect } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useAuthDialog } from "./auth-dialog-context";

/**
 * `/?login=true` opens the sign-in dialog and then removes the parameter from the address. The
 * page does not depend on it, so the address is rewritten in place (the router keeps
 * useSearchParams in step with history.replaceState) instead of a server round trip.
 */
export function LoginParamWatcher() {
  const params = useSearchParams();
  const pathname = usePathname();
  const { openDialog } = useAuthDialog();
  useEffect(() => {
    if (params.get("login") !== "true") return;
    openDialog("login");
    const next = new URLSearchParams(params);
    next.delete("login");
    const qs = next.toString();
    window.history.replaceState(null, "", `${qs ? `${pathname}?${qs}` : pathname}${window.location.hash}`);
  }, [params, pathname, openDialog]);
  return null;
}
