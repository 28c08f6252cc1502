"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

const never = () => () => {};

/** False on the server and while the page hydrates, true after (and on client navigations). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A component whose code loads the first time it renders, in the browser only: what
 * `next/dynamic(…, { ssr: false })` does, with React's own `lazy` so public pages do not download
 * next/dynamic's loader. `fallback` shows on the server, while hydrating and while the code loads;
 * it is given the component's props (so a server-rendered placeholder may come in through them).
 */
export function lazyClient<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode = () => null) {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyClient(props: P) {
    if (!useHydrated()) return fallback(props);
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyClient;
}
