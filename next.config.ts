import path from "node:path";
import type { NextConfig } from "next";
import { hstsHeaders, OVER_HTTPS, securityHeaders, uploadSecurityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files; it must be loaded from node_modules, not bundled (pg-boss too:
  // it loads pg and its SQL plans at run time, and the worker must share the one PGlite module).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg-boss"],
  poweredByHeader: false,
  // Next.js hashes the whole HTML in JavaScript on every request to make an ETag, even for a page
  // served from its cache: a sixth of the server's time on a cached hunt page. Pages are cached by
  // the CDN and Next.js (s-maxage, revalidated by tag), so a 304 would save a repeat visitor only a
  // few kilobytes of compressed HTML.
  generateEtags: false,
  // Next.js's own cache plus a memory store for optimized images, which Next.js would otherwise
  // keep only on disk, and only with isrFlushToDisk (lib/cache/cache-handler.mjs).
  cacheHandler: path.join(process.cwd(), "lib/cache/cache-handler.mjs"),
  experimental: {
    // Pages and data cached at run time (ISR, unstable_cache) stay in memory only: a restart on
    // another database (tests, bench, deploy) never serves hunts cached from the previous one.
    isrFlushToDisk: false,
  },
  images: {
    remotePatterns: [{ protocol: "https", hostname: "**.public.blob.vercel-storage.com" }],
    // Photos are served as AVIF where the browser takes it (about half of WebP's bytes), else WebP.
    formats: ["image/avif", "image/webp"],
    // Widths offered in each photo's srcset. Photos are stored at most 2,560 px on their longest side
    // (lib/storage/process-image.ts PHOTO_MAX_SIDE), so the default 2,048 and 3,840 px entries only
    // lengthened every srcset, which a page of cards carries twice (HTML and RSC payload).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2560],
    // The optimizer never handles SVG (lib/images.ts skipOptimizer serves any as it is).
    contentDispositionType: "attachment",
    // Optimized images go to the cache handler's memory store (lib/cache/cache-handler.mjs).
    customCacheHandler: true,
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  async headers() {
    return [
      {
        // Every path but uploaded files. An unnamed group, not "/:path*": with a named parameter
        // Next.js compiles every header value that holds a ':' (the CSP's URLs) as a path pattern
        // on each request, to fill in the parameter, which cost about a tenth of the server's time
        // on a cached page.
        source: "/((?!uploads/).*)",
        // CSP, frame, referrer and permissions policies: lib/security-headers.ts.
        headers: securityHeaders(),
      },
      {
        // Uploaded files: the same headers with their own CSP, default-src 'none'; sandbox (the
        // site-wide CSP used to replace the one the uploads route sets).
        source: "/uploads/(.*)",
        headers: uploadSecurityHeaders(),
      },
      ...(hstsHeaders().length ? [{ source: "/(.*)", has: [OVER_HTTPS], headers: hstsHeaders() }] : []),
      {
        // The icon sprite is addressed by its content hash (components/ui/icons.ts).
        source: "/icons.svg",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

export default nextConfig;
