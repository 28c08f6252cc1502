import { getImageProps } from "next/image";
import { ImageOff } from "@/components/ui/icons";
import { trimSrcSet } from "@/lib/image-widths";
import { skipOptimizer } from "@/lib/images";
import { sharedElements } from "@/lib/shared-element";
import { cn } from "@/lib/utils";
import { FallbackImage } from "./fallback-image";

/**
 * A hunt photo filling its (positioned, fixed-ratio) frame. A missing or failing image is hidden
 * and the fallback text shows instead ('No image available' on cards, 'Image Not Available' in the
 * gallery), so the layout never shifts.
 *
 * Not a client component: on the server, next/image's getImageProps prepares the same <img> as
 * <Image fill> (srcset, sizes, optimizer URLs) and only the small FallbackImage runs in the browser.
 */
export function HuntImage({
  src,
  alt,
  sizes,
  fallback,
  eager = false,
  className,
  placeholder,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  fallback: string;
  /**
   * The page's main photo: fetched at once with high priority. Not a <link rel=preload>: React sends
   * that as a hint in the RSC payload, and a <Link> prefetching this page from another then fetched
   * the photo at this page's width where the other page showed it at its own (issue 51).
   */
  eager?: boolean;
  className?: string;
  /** Shown instead of the fallback text when there is no usable image. */
  placeholder?: React.ReactNode;
}) {
  const empty = placeholder ?? imageFallback(fallback);
  if (!src) return empty;
  const fixedWidth = FIXED_WIDTH.exec(sizes);
  const { props: imageProps } = getImageProps({
    src,
    alt,
    // A frame of one width ("96px"): its 1x and 2x widths, as next/image gives an <Image width>. With
    // `fill`, a `sizes` without a vw width lists all fifteen widths the config knows (~1.2 KB per
    // thumbnail, carried twice: in the HTML and the RSC payload). The frame still sets the size.
    ...(fixedWidth ? { width: Number(fixedWidth[1]), height: Number(fixedWidth[1]) } : { fill: true, sizes }),
    ...(eager ? { loading: "eager" as const, fetchPriority: "high" as const } : {}),
    unoptimized: skipOptimizer(src),
    // <Image fill>'s inline style (absolute, the frame's full size, alt text transparent while it
    // loads) as classes: the style object was ~170 characters of every card's RSC payload.
    className: cn(FILL_CLASSES, "object-cover", className),
  });
  // Only the widths this frame's `sizes` can ask for (lib/image-widths.ts).
  const trimmed = !fixedWidth && imageProps.srcSet ? trimSrcSet(imageProps.srcSet, sizes) : null;
  const props = trimmed ? { ...imageProps, ...trimmed } : imageProps;
  return <FallbackImage key={src} {...frameProps(props)} alt={alt} fallback={empty} />;
}

/** A `sizes` that is one width in CSS pixels. */
const FIXED_WIDTH = /^(\d+)px$/;

/** The <img>'s props without what the frame's classes decide: the inline style, and a fixed width's width and height. */
function frameProps<T extends { style?: unknown; width?: unknown; height?: unknown }>(props: T): Omit<T, "style" | "width" | "height"> {
  const rest: Partial<T> = { ...props };
  delete rest.style;
  delete rest.width;
  delete rest.height;
  return rest as Omit<T, "style" | "width" | "height">;
}

/** What next/image's fill style does: position absolute over the whole frame, alt text hidden. */
export const FILL_CLASSES = "absolute inset-0 size-full text-transparent";

/** The fallback for a text, one element object per text (sent once per page: lib/shared-element.ts). */
const imageFallback = sharedElements((text: string) => <ImageFallback text={text} />);

export function ImageFallback({ text }: { text: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-sand to-muted text-sm text-muted-foreground">
      <ImageOff aria-hidden className="size-8 opacity-60" />
      <span>{text}</span>
    </div>
  );
}
