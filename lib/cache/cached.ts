import "server-only";
import { unstable_cache } from "next/cache";

type Options = { tags: string[]; revalidate?: number | false };

/**
 * `unstable_cache` for public reads, tagged so writes can expire them (lib/cache/tags.ts).
 * Outside a Next.js server (vitest, scripts) there is no cache: the function runs directly and its
 * result goes through the same JSON round trip, so callers see identical values either way.
 *
 * Why not `'use cache'`: it needs `cacheComponents`, which changes how every page of the app
 * renders (uncached data outside Suspense fails the build); unstable_cache keeps that choice local.
 */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string[], opts: Options) {
  const inNext = unstable_cache(fn, key, { tags: opts.tags, revalidate: opts.revalidate ?? 3600 });
  return async (...args: A): Promise<R> => {
    try {
      return await inNext(...args);
    } catch (err) {
      if (err instanceof Error && err.message.startsWith("Invariant: incrementalCache missing")) {
        const result = await fn(...args);
        return (result === undefined ? result : JSON.parse(JSON.stringify(result))) as R;
      }
      throw err;
    }
  };
}
