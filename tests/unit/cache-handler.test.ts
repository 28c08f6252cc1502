import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import RidgelineCacheHandler, { IMAGE_KIND, createImageStore } from "@/lib/cache/cache-handler.mjs";

const image = (bytes: number) => ({ kind: IMAGE_KIND, etag: "e", extension: "avif", upstreamEtag: "u", buffer: Buffer.alloc(bytes) });
const handler = (store = createImageStore(1024 * 1024)) =>
  new RidgelineCacheHandler({ flushToDisk: false, serverDistDir: "/nowhere", revalidatedTags: [], maxMemoryCacheSize: 1024 * 1024 }, store);

describe("the cache handler (lib/cache/cache-handler.mjs)", () => {
  it("is Next.js's cache handler, for images too", () => {
    expect(nextConfig.cacheHandler).toMatch(/lib\/cache\/cache-handler\.mjs$/);
    expect(nextConfig.images?.customCacheHandler).toBe(true);
    // Pages stay in memory: the reason images needed a store of their own.
    expect(nextConfig.experimental?.isrFlushToDisk).toBe(false);
  });

  it("keeps an optimized image and gives it back as Next.js's image cache reads it", async () => {
    const h = handler();
    const ctx = { kind: IMAGE_KIND, isFallback: false };
    expect(await h.get("img-1", ctx)).toBeNull();
    const before = Date.now();
    await h.set("img-1", { ...image(10), revalidate: 14400 }, { kind: IMAGE_KIND, cacheControl: { revalidate: 14400 } });
    const hit = await h.get("img-1", ctx);
    expect(hit?.value.kind).toBe(IMAGE_KIND);
    expect(hit?.value.buffer?.length).toBe(10);
    expect(hit?.value.revalidate).toBe(14400);
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before);
  });

  it("is bounded in bytes: the least recently used images leave first", async () => {
    // Three images of 900 bytes (and their keys) fit, not four.
    const h = handler(createImageStore(3600));
    const ctx = { kind: IMAGE_KIND, isFallback: false };
    const set = (key: string) => h.set(key, image(900), { kind: IMAGE_KIND, cacheControl: { revalidate: 60 } });
    await set("a");
    await set("b");
    await h.get("a", ctx); // a is now more recent than b
    await set("c");
    await set("d");
    expect(await h.get("b", ctx)).toBeNull();
    expect(await h.get("a", ctx)).not.toBeNull();
    expect(await h.get("d", ctx)).not.toBeNull();
  });

  it("leaves everything else to Next.js's own cache (in memory)", async () => {
    const images = createImageStore(1024 * 1024);
    const h = handler(images);
    const data = { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200, url: "x" }, revalidate: 60 };
    await h.set("fetch-key", data, { fetchCache: true, tags: ["hunts"], revalidate: 60 });
    const hit = await h.get("fetch-key", { kind: "FETCH", tags: ["hunts"], softTags: [] });
    expect(hit?.value).toEqual(data);
    expect(images.has("fetch-key")).toBe(false);
  });
});
