import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { hunts } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { GET as indexGET } from "@/app/sitemap.xml/route";
import { GET as fileGET } from "@/app/sitemaps/[name]/route";
import { HUNTS_PER_SITEMAP } from "@/lib/seo/sitemap";
import { call } from "../../support/http";

const BASE = "http://localhost:3000";
const sitemapIndex = async () => (await call<string>(indexGET as never)).json;
const sitemapFile = (name: string) => call<string>(fileGET as never, { params: { name } });
const locs = (xml: string, tag = "url") => [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc>`, "g"))].map((m) => m[1]);

/** The next hunt created gets `id` (identity columns restart; a test file owns its database). */
const nextHuntId = (id: number) => db.execute(sql.raw(`alter table hunts alter column id restart with ${id}`));

describe("sitemaps", () => {
  it("lists outfitters.xml only while an approved outfitter exists, and the public pages always", async () => {
    expect(locs(await sitemapIndex(), "sitemap")).toEqual([`${BASE}/sitemaps/pages.xml`]);
    expect((await sitemapFile("outfitters.xml")).status).toBe(404);
    const pages = await sitemapFile("pages.xml");
    expect(locs(pages.json)).toContain(`${BASE}/about`);

    const outfitter = await createOutfitter();
    const res = await sitemapFile("outfitters.xml");
    expect(res.status).toBe(200);
    expect(locs(res.json)).toEqual([`${BASE}/outfitter/${outfitter.id}`]);
    expect(res.json).toMatch(/<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/url>/);
  });

  it("list only the hunt ranges that hold listed hunts, each <url> with the hunt's updatedAt, and 404 every other range", async () => {
    const outfitter = await createOutfitter();
    const first = await createHunt({ outfitterId: outfitter.id, title: "Range zero" });
    await nextHuntId(2 * HUNTS_PER_SITEMAP + 5);
    const far = await createHunt({ outfitterId: outfitter.id, title: "Range two" });
    await nextHuntId(3 * HUNTS_PER_SITEMAP + 1);
    const paused = await createHunt({ outfitterId: outfitter.id, title: "Range three, paused" });
    await db.update(hunts).set({ isActive: false }).where(eq(hunts.id, paused.id));
    const edited = new Date("2031-05-06T07:08:09.000Z");
    await db.update(hunts).set({ updatedAt: edited }).where(eq(hunts.id, far.id));

    const index = await sitemapIndex();
    expect(locs(index, "sitemap")).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/outfitters.xml`,
      `${BASE}/sitemaps/hunts-0.xml`,
      `${BASE}/sitemaps/hunts-2.xml`,
    ]);
    expect(index).toContain(`<loc>${BASE}/sitemaps/hunts-2.xml</loc><lastmod>2031-05-06T07:08:09.000Z</lastmod>`);

    const two = await sitemapFile("hunts-2.xml");
    expect(two.status).toBe(200);
    expect(two.headers.get("content-type")).toContain("application/xml");
    expect(two.json).toContain(`<url><loc>${BASE}/hunt/${far.id}</loc><lastmod>2031-05-06T07:08:09.000Z</lastmod></url>`);
    const zero = await sitemapFile("hunts-0.xml");
    const [row] = await db.select({ updatedAt: hunts.updatedAt }).from(hunts).where(eq(hunts.id, first.id));
    expect(zero.json).toContain(`<url><loc>${BASE}/hunt/${first.id}</loc><lastmod>${row!.updatedAt.toISOString()}</lastmod></url>`);
    // Every <url> of a hunt file has its lastmod.
    expect(zero.json.match(/<url>/g)?.length).toBe(zero.json.match(/<\/lastmod><\/url>/g)?.length);

    // A gap, a range holding only a paused hunt, the range past the last, a far range, odd spellings.
    for (const name of [
      "hunts-1.xml",
      "hunts-3.xml",
      "hunts-4.xml",
      "hunts-999999.xml",
      "hunts-02.xml",
      "hunts--1.xml",
      "hunts-1234567.xml",
      "hunts-0.xml.gz",
      "nope.xml",
    ]) {
      const res = await sitemapFile(name);
      expect(res.status, name).toBe(404);
    }
  });
});
