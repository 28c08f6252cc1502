// Next.js 16 keeps optimized images only in its disk cache, so with pages in memory every
// /_next/image request re-encoded its photo (250–330 ms CPU); images get their own memory store here.
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { LRUCache } from "next/dist/server/lib/lru-cache.js";

// The CommonJS module's `exports.default`: a namespace's `default` under Node.js, unwrapped by the bundler.
const FileSystemCache = fileSystemCacheModule.default?.default ?? fileSystemCacheModule.default;

export const IMAGE_KIND = "IMAGE";
export const FETCH_KIND = "FETCH";
// Bytes per server process: a few thousand images, beside the page cache's own 50 MB.
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

export function createImageStore(maxBytes = IMAGE_CACHE_BYTES) {
  // Per-entry overhead is counted so a flood of tiny images is bounded too.
  return new LRUCache(maxBytes, (entry, key) => entry.value.buffer.length + key.length + 256);
}

const images = createImageStore();

export default class RidgelineCacheHandler extends FileSystemCache {
  constructor(ctx, imageStore = images) {
    super(ctx);
    this.images = imageStore;
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE_KIND) return this.images.get(key) ?? null;
    // Without isrFlushToDisk nothing is on disk, so a miss would only cost a file open and an exception.
    if (ctx?.kind === FETCH_KIND && !this.flushToDisk && !FileSystemCache.memoryCache?.has(key)) return null;
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    if (ctx?.kind === IMAGE_KIND) {
      if (data?.buffer) this.images.set(key, { value: data, lastModified: Date.now() });
      return;
    }
    return super.set(key, data, ctx);
  }
}
