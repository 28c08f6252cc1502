import "server-only";
import { z } from "zod";
import { filtersOf, huntSearchQuerySchema, type HuntFilters, type HuntSearchQuery } from "./search-schema";

export type PageSearchParams = Record<string, string | string[] | undefined>;

type Key = keyof z.input<typeof huntSearchQuerySchema>;

// Lenient, unlike the API: an unreadable value is dropped and its message shown instead of failing the page.
export function readSearchParams(sp: PageSearchParams, keys: readonly Key[]) {
  const input: Record<string, string> = {};
  for (const k of keys) {
    const v = sp[k];
    const text = Array.isArray(v) ? v.join(",") : v;
    if (text !== undefined) input[k] = text;
  }
  const errors: string[] = [];
  for (let attempt = 0; attempt <= keys.length; attempt++) {
    const r = huntSearchQuerySchema.safeParse(input);
    if (r.success) {
      const query: HuntSearchQuery = r.data;
      const filters: HuntFilters = filtersOf(query);
      return { query, filters, errors, values: input };
    }
    for (const issue of r.error.issues) {
      errors.push(issue.message);
      delete input[String(issue.path[0])];
    }
  }
  return { query: {} as HuntSearchQuery, filters: {} as HuntFilters, errors, values: {} as Record<string, string> };
}

export function hrefWith(path: string, values: Record<string, string | undefined | null>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v) qs.set(k, v);
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}
