"use client";

import { useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useAuthDialog } from "./auth-dialog-context";

/** `/?login=true` opens the sign-in dialog and then removes the parameter from the address. */
export function LoginParamWatcher() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { openDialog } = useAuthDialog();
  useEffect(() => {
    if (params.get("login") !== "true") return;
    openDialog("login");
    const next = new URLSearchParams(params);
    next.delete("login");
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }, [params, pathname, router, openDialog]);
  return null;
}
