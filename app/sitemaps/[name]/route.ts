// GET /sitemaps/{name} — one sitemap file (pages.xml, outfitters.xml, hunts-{n}.xml).
import { sitemapFile } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, ctx: { params: Promise<{ name: string }> }) {
  const xml = await sitemapFile((await ctx.params).name);
  // Like every route's refusal: JSON with a message (a crawler only reads the status).
  if (xml === null) return Response.json({ message: "Not found" }, { status: 404 });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
