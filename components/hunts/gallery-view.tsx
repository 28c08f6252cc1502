"use client";

import { useState } from "react";

/** A photo (its frame rendered by the server) or the video; each with its thumbnail's content. */
export type GalleryItem = { label: string; thumb: React.ReactNode } & (
  { frame: React.ReactNode; video?: undefined } | { video: string; frame?: undefined }
);

const THUMB =
  "relative block h-16 w-24 overflow-hidden rounded-md border-2 bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The gallery's moving part: which item the large frame shows, and the video's failure. */
export function GalleryView({ items, empty, videoFailed }: { items: GalleryItem[]; empty: React.ReactNode; videoFailed: React.ReactNode }) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState(false);
  const current = items[index];

  return (
    <div className="grid gap-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-muted">
        {!current ? (
          empty
        ) : current.video === undefined ? (
          current.frame
        ) : failed ? (
          videoFailed
        ) : (
          <video
            key={current.video}
            src={current.video}
            controls
            preload="metadata"
            className="absolute inset-0 size-full bg-black object-contain"
            onError={() => setFailed(true)}
          >
            Video Not Available
          </video>
        )}
      </div>
      {items.length > 1 && (
        <ul role="list" className="flex gap-2 overflow-x-auto pb-1" aria-label="Photos and video">
          {items.map((m, i) => (
            <li key={`${m.label}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={m.label}
                aria-current={i === index}
                className={`${THUMB} ${i === index ? "border-primary" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                {m.thumb}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
