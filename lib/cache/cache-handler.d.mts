// Types of cache-handler.mjs (plain JavaScript: Next.js imports it at run time).
type Entry = { value: { kind: string; buffer?: Buffer; [field: string]: unknown }; lastModified: number };
type ImageStore = { get(key: string): Entry | undefined; set(key: string, entry: Entry): boolean; has(key: string): boolean };

export const IMAGE_KIND: "IMAGE";
export const FETCH_KIND: "FETCH";
export const IMAGE_CACHE_BYTES: number;
export function createImageStore(maxBytes?: number): ImageStore;

export default class RidgelineCacheHandler {
  constructor(ctx: Record<string, unknown>, imageStore?: ImageStore);
  get(key: string, ctx: Record<string, unknown>): Promise<Entry | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
}
