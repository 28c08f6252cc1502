"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { getQueryClient } from "./query-client";

/**
 * React Query for the parts of the app that fetch per-user data. It is mounted by the signed-in
 * areas' layouts and by lazily loaded widgets, not by the root layout, so public pages (what
 * search visitors land on) do not download it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
