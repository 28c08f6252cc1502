"use client";

import { useState } from "react";
import { AuthDialogProvider, useAuthDialog } from "@/components/auth/auth-dialog-context";
import { lazyClient } from "@/components/ui/lazy-client";
import { LazyToaster } from "@/components/ui/lazy-toaster";

// The sign-in dialog (forms, zod, next-auth's client) loads when it is first opened.
const AuthDialog = lazyClient(() => import("@/components/auth/auth-dialog").then((m) => m.AuthDialog));

function LazyAuthDialog() {
  const { open } = useAuthDialog();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? <AuthDialog /> : null;
}

/**
 * What every page shares. Kept small on purpose: React Query lives in the signed-in areas'
 * layouts (components/query/), and the dialog and the toaster load on demand.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <AuthDialogProvider>
      {children}
      <LazyAuthDialog />
      <LazyToaster />
    </AuthDialogProvider>
  );
}
