"use client";

import { useCallback, useState } from "react";

/**
 * A plain <img> (its props prepared on the server by next/image's getImageProps, see HuntImage)
 * over `fallback`: the fallback shows under it until it loads and alone once it fails, so a broken
 * image never shows and the layout never shifts. This is all the browser downloads for a photo.
 */
export function FallbackImage({ fallback, alt, ...img }: React.ComponentProps<"img"> & { alt: string; fallback: React.ReactNode }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  // An image that settled before hydration fired its load or error event unheard: read the outcome.
  const settled = useCallback((el: HTMLImageElement | null) => {
    if (el?.complete)
      el.decode().then(
        () => setState("loaded"),
        () => setState((s) => (s === "loaded" ? s : "failed")),
      );
  }, []);
  if (state === "failed") return fallback;
  return (
    <>
      {state !== "loaded" && fallback}
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props (getImageProps), without its client code */}
      <img alt={alt} {...img} ref={settled} onLoad={() => setState("loaded")} onError={() => setState("failed")} />
    </>
  );
}
