// Next.js's cache handler (next.config.ts `cacheHandler`): its own FileSystemCache for pages, route
// handlers and data (in memory: `isrFlushToDisk: false`), plus a memory cache for optimized images.
//
// Why: Next.js 16 keeps optimized images only in its disk cache, and only while ISR entries are
// flushed to disk too (next/dist/server/image-optimizer.js, `isDiskCacheEnabled`). With pages kept
// in memory (see next.config.ts), every /_next/image request re-encoded its photo: 250–330 ms of
// server CPU for one AVIF, on every view of every card, and the hunt page's largest image waited
// on it. Given a cache handler, Next.js hands it the images instead (kind IMAGE), which
// FileSystemCache's memory store refuses, so they get their own store here, bounded in bytes.
// An image's key hashes its source URL, width, quality and format; uploads never change under a
// name (lib/storage), so an entry stays right until Next.js's own revalidation (minimumCacheTTL).
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { LRUCache } from "next/dist/server/lib/lru-cache.js";

// The CommonJS module's `exports.default`: a namespace's `default` under Node.js, unwrapped by the bundler.
const FileSystemCache = fileSystemCacheModule.default?.default ?? fileSystemCacheModule.default;

/** IncrementalCacheKind.IMAGE and .FETCH (next/dist/server/response-cache/types.js). */
export const IMAGE_KIND = "IMAGE";
export const FETCH_KIND = "FETCH";
/**
 * Room for optimized images, per server process: a card's photo is 5–30 KB and a hunt page's
 * largest 50–250 KB, so this holds a few thousand, beside the page cache's own 50 MB.
 */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** A store of `{ value, lastModified }` entries, least recently used out first. */
export function createImageStore(maxBytes = IMAGE_CACHE_BYTES) {
  // The key and the entry's fields besides the bytes: a few hundred bytes, counted so a flood of
  // tiny images is bounded too.
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
    // Data (unstable_cache) not in memory: FileSystemCache would read the disk, where nothing is
    // written without isrFlushToDisk, and return null whatever it found there. The failed read cost
    // a file open and an exception on every miss (two per hunt page rendered, one per search).
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
