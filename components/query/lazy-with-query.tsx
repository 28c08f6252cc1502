"use client";

import type { ComponentType } from "react";
import { lazyClient } from "@/components/ui/lazy-client";

/**
 * A client component loaded on demand inside its own QueryProvider (sharing the tab's one query
 * cache). For per-user widgets on public pages: visitors never download them or React Query.
 */
export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>, loading?: (props: P) => React.ReactNode) {
  return lazyClient<P>(async () => {
    const [Component, { QueryProvider }] = await Promise.all([load(), import("./query-provider")]);
    function WithQuery(props: P) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    }
    return WithQuery;
  }, loading);
}
