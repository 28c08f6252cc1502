import type { ExternalToast } from "sonner";

/*
 * Toasts without sonner in the first load: the Toaster (components/ui/lazy-toaster.tsx) mounts
 * once the page is idle or when the first toast is asked for, and a toast waits for it, so none
 * is lost and public pages do not download sonner before they need it.
 */
type Kind = "message" | "success" | "error" | "info";

let requested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const listeners = new Set<() => void>();

/** Asks the lazy Toaster to mount; resolves once it listens. */
export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return ready;
}

export function toasterRequested() {
  return requested;
}

export function onToasterRequested(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the Toaster after it has subscribed to sonner's store. */
export function toasterReady() {
  markReady();
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  void requestToaster()
    .then(() => import("sonner"))
    .then(({ toast: sonner }) => {
      if (kind === "message") sonner(message, options);
      else sonner[kind](message, options);
    });
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show("message", message, options), {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
});
