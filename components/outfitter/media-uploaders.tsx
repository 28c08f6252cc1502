"use client";

import { callAction } from "@/lib/actions/call";
import { deleteUploadAction } from "@/lib/storage/media-actions";
import { useRef, useState } from "react";
import { ImagePlus, Trash2, Upload, Video } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { MAX_HUNT_PHOTOS, morePhotosMessage } from "@/lib/hunts/schema";
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from "@/lib/storage/limits";
import { MediaFrame } from "./media-frame";
import { isOwnUploadUrl, uploadFile } from "./upload-file";

type Pending = { id: string; name: string; percent: number };

/** Removes an upload from storage when it is the user's own; other URLs are just dropped from the form. */
async function removeUpload(url: string, userId: number) {
  if (!isOwnUploadUrl(url, userId)) return true;
  try {
    await callAction(deleteUploadAction, { imageUrl: url });
    return true;
  } catch {
    toast.error("Delete failed: Failed to delete image from storage");
    return false;
  }
}

/** Up to 10 photos, each uploaded with its own progress bar (spec 001 §2, §5). */
export function PhotoUploader({
  images,
  userId,
  onAdd,
  onRemove,
}: {
  images: string[];
  userId: number;
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const remaining = MAX_HUNT_PHOTOS - images.length - pending.length;

  function pick(files: FileList | null) {
    const list = Array.from(files ?? []);
    if (input.current) input.current.value = "";
    if (list.length === 0) return;
    if (list.length > remaining) {
      toast.error(morePhotosMessage(Math.max(0, remaining)));
      return;
    }
    for (const file of list) {
      const id = `${file.name}-${Math.random().toString(36).slice(2)}`;
      setPending((p) => [...p, { id, name: file.name, percent: 0 }]);
      uploadFile(file, "image", userId, (percent) => setPending((p) => p.map((x) => (x.id === id ? { ...x, percent } : x))))
        .then(({ url }) => onAdd(url))
        .catch((err: Error) => toast.error("Upload Failed", { description: err.message }))
        .finally(() => setPending((p) => p.filter((x) => x.id !== id)));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={remaining <= 0}>
          <ImagePlus aria-hidden /> Add Photos
        </Button>
        <span className="text-sm text-muted-foreground">
          {images.length} of {MAX_HUNT_PHOTOS} photos · JPEG, PNG, WebP or GIF up to 10 MB
        </span>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label="Upload photos"
          onChange={(e) => pick(e.target.files)}
          data-testid="photo-input"
        />
      </div>
      {pending.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Uploads in progress">
          {pending.map((p) => (
            <li key={p.id} className="flex items-center gap-3 text-sm">
              <span className="w-40 truncate">{p.name}</span>
              <Progress value={p.percent} aria-label={`Uploading ${p.name}`} className="flex-1" />
              <span className="w-10 text-right tabular-nums">{p.percent}%</span>
            </li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Hunt photos">
          {images.map((url, i) => (
            <li key={url} className="group relative overflow-hidden rounded-md border">
              <MediaFrame
                kind="image"
                src={url}
                alt={`Hunt photo ${i + 1}`}
                sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
              />
              <Button
                type="button"
                size="icon"
                variant="destructive"
                className="absolute top-1.5 right-1.5 size-8 opacity-90"
                aria-label={`Remove photo ${i + 1}`}
                onClick={async () => {
                  if (await removeUpload(url, userId)) onRemove(url);
                }}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One optional video (MP4 or MOV); the 100 MB limit is enforced by the server. */
export function VideoUploader({ video, userId, onChange }: { video: string; userId: number; onChange: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  function pick(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = "";
    if (!file) return;
    setPercent(0);
    uploadFile(file, "video", userId, setPercent)
      .then(({ url }) => onChange(url))
      .catch((err: Error) => toast.error("Upload Failed", { description: err.message }))
      .finally(() => setPercent(null));
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={percent !== null}>
          {video ? <Upload aria-hidden /> : <Video aria-hidden />} {video ? "Replace Video" : "Add Video"}
        </Button>
        <span className="text-sm text-muted-foreground">MP4, MOV up to 100MB</span>
        <input ref={input} type="file" accept={VIDEO_ACCEPT} hidden aria-label="Upload video" onChange={(e) => pick(e.target.files)} />
      </div>
      {percent !== null && <Progress value={percent} aria-label="Uploading video" />}
      {video && (
        <div className="relative max-w-md overflow-hidden rounded-md border">
          <MediaFrame kind="video" src={video} alt="Hunt video" />
          <Button
            type="button"
            size="sm"
            variant="destructive"
            className="absolute top-2 right-2"
            onClick={async () => {
              if (await removeUpload(video, userId)) onChange("");
            }}
          >
            <Trash2 aria-hidden /> Remove video
          </Button>
        </div>
      )}
    </div>
  );
}
