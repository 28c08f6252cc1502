"use client";

import { useState } from "react";
import { ImageOff, PlayCircle, VideoOff } from "lucide-react";
import { safeImageSrc } from "@/lib/images";
import { cn } from "@/lib/utils";
import { HuntImage } from "./hunt-image";

type Media = { kind: "image"; src: string } | { kind: "video"; src: string };

export const GALLERY_SIZES = "(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw";

/** Hunt photos and video: a large frame and thumbnails; failed media say so instead of breaking. */
export function HuntGallery({ title, images, video }: { title: string; images: string[]; video: string | null }) {
  const media: Media[] = [
    ...images.map((i) => safeImageSrc(i)).filter((s): s is string => !!s).map((src) => ({ kind: "image" as const, src })),
    ...(safeImageSrc(video) ? [{ kind: "video" as const, src: safeImageSrc(video)! }] : []),
  ];
  const [index, setIndex] = useState(0);
  const [videoFailed, setVideoFailed] = useState(false);
  const current = media[index];

  return (
    <div className="grid gap-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-muted">
        {!current || current.kind === "image" ? (
          <HuntImage
            key={current?.src ?? "none"}
            src={current?.src ?? null}
            alt={`${title}${media.length > 1 ? ` — photo ${index + 1}` : ""}`}
            sizes={GALLERY_SIZES}
            fallback="Image Not Available"
            preload={index === 0}
          />
        ) : videoFailed ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <VideoOff aria-hidden className="size-8 opacity-60" />
            Video Not Available
          </div>
        ) : (
          <video key={current.src} src={current.src} controls preload="metadata" className="absolute inset-0 size-full bg-black object-contain" onError={() => setVideoFailed(true)}>
            Video Not Available
          </video>
        )}
      </div>
      {media.length > 1 && (
        <ul role="list" className="flex gap-2 overflow-x-auto pb-1" aria-label="Photos and video">
          {media.map((m, i) => (
            <li key={`${m.kind}-${m.src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={m.kind === "video" ? "Show video" : `Show photo ${i + 1}`}
                aria-current={i === index}
                className={cn(
                  "relative block h-16 w-24 overflow-hidden rounded-md border-2 bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  i === index ? "border-primary" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                {m.kind === "image" ? (
                  <HuntImage
                    src={m.src}
                    alt=""
                    sizes="96px"
                    fallback="Image Not Available"
                    placeholder={
                      <span className="absolute inset-0 flex items-center justify-center text-muted-foreground">
                        <ImageOff aria-hidden className="size-5 opacity-60" />
                      </span>
                    }
                  />
                ) : (
                  <span className="absolute inset-0 flex items-center justify-center bg-foreground/80 text-background">
                    <PlayCircle aria-hidden className="size-7" />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
