import "server-only";
import { unstable_cache } from "next/cache";

type Options = { tags: string[]; revalidate?: number | false };

// Outside Next.js (vitest, scripts) it runs directly through the same JSON round trip, so callers see identical values.
// Not `'use cache'`: that needs `cacheComponents`, which changes how every page renders.
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
