"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
import { onToasterRequested, requestToaster, toasterRequested, toasterReady } from "./toast";

const Toaster = dynamic(
  () =>
    import("./sonner").then(({ Toaster: SonnerToaster }) => {
      function ReadyToaster() {
        // Runs after sonner's own effect (children first), i.e. once it listens for toasts.
        useEffect(() => toasterReady(), []);
        return <SonnerToaster />;
      }
      return ReadyToaster;
    }),
  { ssr: false },
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
