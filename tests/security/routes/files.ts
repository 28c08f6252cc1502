import { createHunter } from "@/seed/factories";
import { row, type RouteRow } from "./define";

/** Route files outside /api: the sitemaps, locally stored uploads and the offline PayPal SDK stand-in, public reads. */
export const FILE_ROUTES: RouteRow[] = [
  row("GET /sitemap.xml", "public"),
  row("GET /sitemaps/[name]", "public", { request: () => ({ params: { name: "pages.xml" } }) }),
  row("GET /paypal-test-sdk", "public"),
  row("GET /uploads/[...path]", "public", {
    expect: 404,
    // A well-formed key of an account's that holds no file (a stored file: tests/integration/storage/uploads.test.ts).
    request: async () => ({ params: { path: `u${(await createHunter()).id}/${"a".repeat(32)}.png` } }),
  }),
];
