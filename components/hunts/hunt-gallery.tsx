import { ImageOff, PlayCircle, VideoOff } from "@/components/ui/icons";
import { safeImageSrc } from "@/lib/images";
import { GalleryView, type GalleryItem } from "./gallery-view";
import { HuntImage } from "./hunt-image";

/** The hunt page's main column: the container less the 360 px sidebar and 32 px gap from 1024 px (840 px at full width). */
export const GALLERY_SIZES = "(min-width: 1280px) 840px, (min-width: 1024px) calc(100vw - 440px), 100vw";

/**
 * Hunt photos and video: a large frame and thumbnails; failed media say so instead of breaking.
 * The frames and thumbnails are rendered here (on the server for /hunt/{id}); the browser gets
 * only GalleryView, which switches between them and plays the video.
 */
export function HuntGallery({ title, images, video }: { title: string; images: string[]; video: string | null }) {
  const photos = images.map((i) => safeImageSrc(i)).filter((s): s is string => !!s);
  const videoSrc = safeImageSrc(video);
  const count = photos.length + (videoSrc ? 1 : 0);
  const items: GalleryItem[] = photos.map((src, i) => ({
    label: `Show photo ${i + 1}`,
    frame: (
      <HuntImage
        src={src}
        alt={`${title}${count > 1 ? ` — photo ${i + 1}` : ""}`}
        sizes={GALLERY_SIZES}
        fallback="Image Not Available"
        eager={i === 0}
      />
    ),
    thumb: (
      <HuntImage
        src={src}
        alt=""
        sizes="96px"
        fallback="Image Not Available"
        placeholder={
          <span className="absolute inset-0 flex items-center justify-center text-muted-foreground">
            <ImageOff aria-hidden className="size-5 opacity-60" />
          </span>
        }
      />
    ),
  }));
  if (videoSrc) {
    items.push({
      label: "Show video",
      video: videoSrc,
      thumb: (
        <span className="absolute inset-0 flex items-center justify-center bg-foreground/80 text-background">
          <PlayCircle aria-hidden className="size-7" />
        </span>
      ),
    });
  }

  return (
    <GalleryView
      items={items}
      empty={<HuntImage src={null} alt={title} sizes={GALLERY_SIZES} fallback="Image Not Available" />}
      videoFailed={
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
          <VideoOff aria-hidden className="size-8 opacity-60" />
          Video Not Available
        </div>
      }
    />
  );
}
