import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every dynamic route of the app (a page.tsx or route.ts under a [param] folder), found from the
 * files, so a new one is covered by the tests that use this without a list to update; with URLs
 * whose dynamic segments are malformed %-escapes. Used by vitest (tests/security/malformed-path)
 * and Playwright (tests/e2e/security-headers.spec.ts), so plain Node only.
 */
const APP = path.resolve(import.meta.dirname, "../../app");
const ENTRY = /^(page|route)\.(tsx?|jsx?)$/;

export type DynamicRoute = { file: string; template: string; kind: "page" | "handler" };

export function dynamicRoutes(): DynamicRoute[] {
  return (readdirSync(APP, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => ENTRY.test(path.posix.basename(f)) && /\[[^/]+\]/.test(f))
    .sort()
    .map((f) => ({
      file: `app/${f}`,
      // Route groups "(name)" are not part of the URL.
      template: `/${path.posix
        .dirname(f)
        .split("/")
        .filter((s) => !/^\(.*\)$/.test(s))
        .join("/")}`,
      kind: path.posix.basename(f).startsWith("page") ? "page" : "handler",
    }));
}

/** Malformed escapes: not UTF-8, a truncated sequence, not hex. */
export const MALFORMED = ["%ff", "%e2%82", "%zz", "a%"];

/**
 * For each dynamic segment of the template in turn, the URL with that segment malformed (the
 * others a plain valid value); a catch-all also gets a malformed first of several segments.
 */
export function malformedUrls(template: string): string[] {
  const segments = template.split("/");
  const dynamic = segments.map((s, i) => (/^\[.*\]$/.test(s) ? i : -1)).filter((i) => i >= 0);
  const urls: string[] = [];
  for (const target of dynamic) {
    for (const bad of MALFORMED) {
      const catchAll = segments[target]!.startsWith("[...") || segments[target]!.startsWith("[[...");
      const values = catchAll ? [bad, `u${bad}/x.png`] : [bad, `1${bad}`];
      for (const value of values) urls.push(segments.map((s, i) => (i === target ? value : /^\[.*\]$/.test(s) ? "1" : s)).join("/"));
    }
  }
  return urls;
}
