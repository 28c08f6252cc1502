"use client";

import { useEffect, useSyncExternalStore } from "react";
import { lazyClient } from "./lazy-client";
import { onToasterRequested, requestToaster, toasterRequested, toasterReady } from "./toast";

const Toaster = lazyClient(() =>
  import("./sonner").then(({ Toaster: SonnerToaster }) => {
    function ReadyToaster() {
      // Runs after sonner's own effect (children first), i.e. once it listens for toasts.
      useEffect(() => toasterReady(), []);
      return <SonnerToaster />;
    }
    return ReadyToaster;
  }),
);

/** Mounts the Toaster when the browser is idle after load, or at once when a toast is asked for. */
export function LazyToaster() {
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => void requestToaster(), { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => void requestToaster(), 2000);
    return () => window.clearTimeout(id);
  }, []);
  return requested ? <Toaster /> : null;
}
