// GET /sitemap.xml — sitemap index: public pages, outfitters and hunts split by id range.
import { sitemapFiles, sitemapIndexXml } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

export async function GET() {
  return new Response(sitemapIndexXml(await sitemapFiles()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
