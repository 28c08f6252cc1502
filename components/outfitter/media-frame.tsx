"use client";

import { useState } from "react";
import { ImageOff, VideoOff } from "lucide-react";
import { cn } from "@/lib/utils";

/** A 4:3 photo or 16:9 video frame; a file that fails to load shows 'Image Not Available' / 'Video Not Available'. */
export function MediaFrame({ kind, src, alt, className }: { kind: "image" | "video"; src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const frame = cn("relative w-full bg-muted", kind === "image" ? "aspect-[4/3]" : "aspect-video", className);
  if (failed) {
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
      {kind === "image" ? (
        // Uploaded files are served as-is; next/image would need every storage host configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt={alt} loading="lazy" className="absolute inset-0 size-full object-cover" onError={() => setFailed(true)} />
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
