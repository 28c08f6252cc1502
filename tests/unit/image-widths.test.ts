import { describe, expect, it } from "vitest";
import { getImageProps } from "next/image";
import { GALLERY_SIZES } from "@/components/hunts/hunt-gallery";
import { HUNT_CARD_SIZES, NARROW_HUNT_CARD_SIZES } from "@/components/hunts/hunt-card";
import { drawnWidthRange, lengthAt, MAX_PIXEL_RATIO, MIN_SCREEN, trimSrcSet } from "@/lib/image-widths";

/** next/image's own srcset for a photo filling a frame of these sizes (the app's config). */
const srcSetFor = (sizes: string) => getImageProps({ src: "/demo/hunts/elk.photo.webp", alt: "", fill: true, sizes }).props.srcSet!;
const widthsOf = (srcSet: string) => srcSet.split(", ").map((e) => Number(/ (\d+)w$/.exec(e)![1]));

describe("lengthAt", () => {
  it("reads px, vw and calc() on a given screen width", () => {
    expect(lengthAt("400px", 1500)).toBe(400);
    expect(lengthAt("50vw", 800)).toBe(400);
    expect(lengthAt("calc(100vw - 440px)", 1200)).toBe(760);
    expect(lengthAt("calc((100vw - 404px) / 2)", 1204)).toBe(400);
    expect(lengthAt("calc(2 * 25vw + 10px)", 800)).toBe(410);
  });

  it("gives null for what it does not read", () => {
    for (const text of ["50em", "min(50vw, 400px)", "calc(100vw - ", "400px 2", "auto", ""]) expect(lengthAt(text, 800), text).toBeNull();
  });
});

describe("drawnWidthRange", () => {
  it("reads the card, narrow card and gallery sizes the app writes", () => {
    // One column of 100vw up to 639 px; 50vw and 33vw above stay inside that.
    expect(drawnWidthRange(HUNT_CARD_SIZES)).toEqual({ min: MIN_SCREEN, max: 639 });
    // Three columns of 284 px from 1,536 px.
    expect(drawnWidthRange(NARROW_HUNT_CARD_SIZES)).toEqual({ min: 284, max: 639 });
    // 100vw up to 1,023 px, then beside the sidebar, then 840 px.
    expect(drawnWidthRange(GALLERY_SIZES)).toEqual({ min: MIN_SCREEN, max: 1023 });
    expect(drawnWidthRange("96px")).toEqual({ min: 96, max: 96 });
  });

  it("has no upper bound when the widest screens draw in vw", () => {
    expect(drawnWidthRange("100vw")).toEqual({ min: MIN_SCREEN, max: Infinity });
    expect(drawnWidthRange("(min-width: 1024px) 20vw, 50vw")).toEqual({ min: 160, max: Infinity });
  });

  it("gives null for forms it does not read", () => {
    for (const sizes of [
      "(max-width: 640px) 100vw, 50vw",
      "(min-width: 640px) 50vw, (min-width: 1024px) 33vw, 100vw",
      "(min-width: 640px) 50vw",
      "100vw, (min-width: 640px) 50vw",
      "(min-width: 640px) 30em, 100vw",
      "",
    ])
      expect(drawnWidthRange(sizes), sizes).toBeNull();
  });
});

describe("trimSrcSet", () => {
  it("drops the card widths no screen asks for, and points src at the widest kept", () => {
    const full = srcSetFor(HUNT_CARD_SIZES);
    expect(widthsOf(full)).toContain(256);
    expect(Math.max(...widthsOf(full))).toBeGreaterThan(1920);
    const trimmed = trimSrcSet(full, HUNT_CARD_SIZES)!;
    // 384 covers the narrowest card (320 px at ratio 1); 1,920 the widest (639 px at ratio 3).
    expect(widthsOf(trimmed.srcSet)).toEqual(widthsOf(full).filter((w) => w >= 384 && w <= 1920));
    expect(trimmed.src).toBe("/_next/image?url=%2Fdemo%2Fhunts%2Felk.photo.webp&w=1920&q=75");
    expect(full).toContain(trimmed.srcSet.split(", ")[0]);
  });

  it("keeps every width a drawn size can take at ratios 1 to 3", () => {
    for (const sizes of [
      HUNT_CARD_SIZES,
      NARROW_HUNT_CARD_SIZES,
      GALLERY_SIZES,
      "100vw",
      "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
    ]) {
      const full = widthsOf(srcSetFor(sizes));
      const kept = widthsOf(trimSrcSet(srcSetFor(sizes), sizes)?.srcSet ?? srcSetFor(sizes));
      const { min, max } = drawnWidthRange(sizes)!;
      // What a browser picks: the narrowest entry at least as wide as needed, else the widest.
      const pick = (list: number[], px: number) => list.find((w) => w >= px) ?? list[list.length - 1];
      for (let css = min; css <= Math.min(max, 3000); css += 7)
        for (const ratio of [1, 1.5, 2, 2.625, MAX_PIXEL_RATIO])
          expect(pick(kept, css * ratio), `${sizes} at ${css}px ×${ratio}`).toBe(pick(full, css * ratio));
    }
  });

  it("leaves alone what it does not read, or where nothing is dropped", () => {
    expect(trimSrcSet("/a.jpg?w=96 1x, /a.jpg?w=256 2x", "96px")).toBeNull();
    expect(trimSrcSet(srcSetFor(HUNT_CARD_SIZES), "(max-width: 640px) 100vw, 50vw")).toBeNull();
    expect(trimSrcSet("/a?w=384 384w, /a?w=640 640w", "100vw")).toBeNull();
  });
});
