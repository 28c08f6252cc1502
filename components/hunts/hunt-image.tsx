"use client";

import Image from "next/image";
import { useState } from "react";
import { ImageOff } from "lucide-react";
import { skipOptimizer } from "@/lib/images";
import { cn } from "@/lib/utils";

/**
 * A hunt photo filling its (positioned, fixed-ratio) frame. A missing or failing image is hidden
 * and the fallback text shows instead ('No image available' on cards, 'Image Not Available' in the
 * gallery), so the layout never shifts.
 */
export function HuntImage({
  src,
  alt,
  sizes,
  fallback,
  preload = false,
  className,
  placeholder,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  fallback: string;
  preload?: boolean;
  className?: string;
  /** Shown instead of the fallback text when there is no usable image. */
  placeholder?: React.ReactNode;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const empty = placeholder ?? <ImageFallback text={fallback} />;
  if (!src || failedSrc === src) return empty;
  return (
    <>
      {/* Under the image until it loads: a failed image shows it even before the page is interactive. */}
      {loadedSrc !== src && empty}
      <Image
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        preload={preload}
        unoptimized={skipOptimizer(src)}
        className={cn("object-cover", className)}
        onLoad={() => setLoadedSrc(src)}
        onError={() => setFailedSrc(src)}
      />
    </>
  );
}

export function ImageFallback({ text }: { text: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-sand to-muted text-sm text-muted-foreground">
      <ImageOff aria-hidden className="size-8 opacity-60" />
      <span>{text}</span>
    </div>
  );
}
