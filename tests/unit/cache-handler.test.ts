import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import RidgelineCacheHandler, { FETCH_KIND, IMAGE_KIND, createImageStore } from "@/lib/cache/cache-handler.mjs";

const image = (bytes: number) => ({ kind: IMAGE_KIND, etag: "e", extension: "avif", upstreamEtag: "u", buffer: Buffer.alloc(bytes) });
/** Next.js's file system as the cache handler sees it, counting every call. */
function countingFs() {
  const calls: string[] = [];
  const fail = (name: string) => async () => {
    calls.push(name);
    throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
  };
  const fs = { readFile: fail("readFile"), stat: fail("stat"), existsSync: () => (calls.push("existsSync"), false) };
  return { fs, calls };
}
const handler = (store = createImageStore(1024 * 1024), fs: object = countingFs().fs, flushToDisk = false) =>
  new RidgelineCacheHandler({ fs, flushToDisk, serverDistDir: "/nowhere", revalidatedTags: [], maxMemoryCacheSize: 1024 * 1024 }, store);

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

  it("answers a data miss from memory alone, without reading the disk, where nothing is written", async () => {
    const { fs, calls } = countingFs();
    const h = handler(createImageStore(1024), fs);
    const ctx = { kind: FETCH_KIND, tags: ["hunts"], softTags: [] };
    expect(await h.get("never-set", ctx)).toBeNull();
    expect(calls).toEqual([]);
    const data = { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200, url: "x" }, revalidate: 60 };
    await h.set("data-key", data, { fetchCache: true, tags: ["hunts"], revalidate: 60 });
    expect((await h.get("data-key", ctx))?.value).toEqual(data);
    expect(calls).toEqual([]);
  });

  it("still reads the disk for a data miss when entries are flushed to it, and for pages", async () => {
    const flushed = countingFs();
    expect(await handler(createImageStore(1024), flushed.fs, true).get("not-in-memory", { kind: FETCH_KIND, tags: [] })).toBeNull();
    expect(flushed.calls).toContain("readFile");
    const pages = countingFs();
    expect(await handler(createImageStore(1024), pages.fs).get("/hunt/1", { kind: "APP_PAGE", isFallback: false })).toBeNull();
    expect(pages.calls).toContain("readFile");
  });
});
