// GET /sitemaps/{name} — one sitemap file (pages.xml, outfitters.xml, hunts-{n}.xml).
import { sitemapFile } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, ctx: { params: Promise<{ name: string }> }) {
  const xml = await sitemapFile((await ctx.params).name);
  if (xml === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
