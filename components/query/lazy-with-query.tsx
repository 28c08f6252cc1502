"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";

/**
 * A client component loaded on demand inside its own QueryProvider (sharing the tab's one query
 * cache). For per-user widgets on public pages: visitors never download them or React Query.
 */
export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>, loading?: () => React.ReactNode) {
  return dynamic<P>(
    async () => {
      const [Component, { QueryProvider }] = await Promise.all([load(), import("./query-provider")]);
      function WithQuery(props: P) {
        return (
          <QueryProvider>
            <Component {...props} />
          </QueryProvider>
        );
      }
      return WithQuery;
    },
    { ssr: false, loading: loading ? () => <>{loading()}</> : undefined },
  );
}
