"use client";

import { useState } from "react";
import Image from "next/image";
import { ImageOff, VideoOff } from "lucide-react";
import { safeImageSrc, skipOptimizer } from "@/lib/images";
import { cn } from "@/lib/utils";

type Props = { src: string; alt: string; className?: string } & (
  | { kind: "image"; /** next/image `sizes`: the frame's rendered width at each breakpoint. */ sizes: string }
  | { kind: "video"; sizes?: never }
);

/**
 * A 4:3 photo or 16:9 video frame; a file that fails to load shows 'Image Not Available' / 'Video
 * Not Available'. Photos go through next/image (resized, AVIF/WebP; hosts next.config does not
 * allow are loaded as they are, see skipOptimizer).
 */
export function MediaFrame({ kind, src, alt, className, sizes }: Props) {
  const [failed, setFailed] = useState(false);
  const image = kind === "image" ? safeImageSrc(src) : null;
  const frame = cn("relative w-full bg-muted", kind === "image" ? "aspect-[4/3]" : "aspect-video", className);
  if (failed || (kind === "image" && !image)) {
    const Icon = kind === "image" ? ImageOff : VideoOff;
    return (
      <div className={cn(frame, "flex flex-col items-center justify-center gap-2 text-muted-foreground")} role="img" aria-label={alt}>
        <Icon aria-hidden className="size-6" />
        <span className="text-xs font-medium">{kind === "image" ? "Image Not Available" : "Video Not Available"}</span>
      </div>
    );
  }
  return (
    <div className={frame}>
      {image ? (
        <Image
          src={image}
          alt={alt}
          fill
          sizes={sizes}
          unoptimized={skipOptimizer(image)}
          className="object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <video
          src={src}
          controls
          preload="metadata"
          aria-label={alt}
          className="absolute inset-0 size-full bg-black object-contain"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
