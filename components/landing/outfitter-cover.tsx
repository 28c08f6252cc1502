import { Mountain } from "@/components/ui/icons";
import { HuntImage } from "@/components/hunts/hunt-image";
import { safeImageSrc } from "@/lib/images";

/** The drawn cover: one element object for every outfitter card of a page (lib/shared-element.ts). */
const COVER_PLACEHOLDER = (
  <div
    aria-hidden
    className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-primary/90 to-primary/60 text-primary-foreground"
  >
    <Mountain className="size-12 opacity-80" />
  </div>
);

/** Cover photo, else profile image, else a drawn placeholder (spec 000 §2 Top-Tier Outfitters). */
export function OutfitterCover({
  coverPhoto,
  profileImage,
  name,
  sizes,
  eager = false,
}: {
  coverPhoto: string | null;
  profileImage: string | null;
  name: string;
  sizes: string;
  eager?: boolean;
}) {
  const src = safeImageSrc(coverPhoto) ?? safeImageSrc(profileImage);
  return (
    <HuntImage
      src={src}
      alt={`${name}, outfitter`}
      sizes={sizes}
      eager={eager}
      fallback="No image available"
      placeholder={COVER_PLACEHOLDER}
    />
  );
}
