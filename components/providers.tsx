"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { AuthDialog } from "@/components/auth/auth-dialog";
import { AuthDialogProvider } from "@/components/auth/auth-dialog-context";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";

export function Providers({ children }: { children: React.ReactNode }) {
  // Spec 000 §7 defaults: no automatic retries, no refetch on focus, no interval, never stale.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <AuthDialogProvider>
          {children}
          <AuthDialog />
          <Toaster />
        </AuthDialogProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
