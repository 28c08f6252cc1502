import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { GET as featuredGET } from "@/app/api/hunts/featured/route";
import { GET as huntsGET } from "@/app/api/hunts/route";
import { GET as huntGET } from "@/app/api/hunts/[id]/route";
import { HuntDetailView } from "@/components/hunts/hunt-detail-view";
import { db } from "@/db";
import { hunts } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { huntDay } from "../../support/days";
import { rollOverDepartures } from "@/lib/departures/rollover";
import { getListedHunt, getOutfitterHunts } from "@/lib/hunts/public-queries";
import { huntJsonLd } from "@/lib/seo/json-ld";
import { getHuntEntries } from "@/lib/seo/sitemap";
import { call } from "../../support/http";

const day = huntDay;
type Listed = { id: number; seasonEnded?: boolean };
const searchIds = async (qs = "") => (await call<Listed[]>(huntsGET, { url: `/api/hunts${qs}` })).json.map((h) => h.id);
const featuredIds = async () => (await call<Listed[]>(featuredGET, { url: "/api/hunts/featured" })).json.map((h) => h.id);
const sitemapIds = async () => (await getHuntEntries(0)).map((e) => Number(e.loc.split("/").pop()));

let outfitter: { id: number; firstName: string };
let ended: number;
let current: number;

beforeAll(async () => {
  outfitter = await createOutfitter({ firstName: "Rita" });
  ended = (
    await createHunt({
      outfitterId: outfitter.id,
      title: "Last Season Moose",
      featured: true,
      departures: [
        { startDate: day(-40), endDate: day(-35), spots: 4 },
        { startDate: day(-5), endDate: day(-1), spots: 4 },
      ],
    })
  ).id;
  current = (
    await createHunt({
      outfitterId: outfitter.id,
      title: "Next Season Moose",
      featured: true,
      departures: [{ startDate: day(30), endDate: day(35), spots: 4 }],
    })
  ).id;
});

describe("a hunt whose departures have all started", () => {
  it("leaves search, the featured list and the sitemap", async () => {
    expect(await searchIds("?location=season moose")).toEqual([current]);
    expect(await searchIds()).not.toContain(ended);
    expect(await featuredIds()).toEqual(expect.arrayContaining([current]));
    expect(await featuredIds()).not.toContain(ended);
    expect(await sitemapIds()).toContain(current);
    expect(await sitemapIds()).not.toContain(ended);
  });

  it("keeps its page (200): 'This season has ended', nothing to book, the outfitter's other hunts, an unavailable offer", async () => {
    const api = await call<Listed & { availability: number; departures: unknown[] }>(huntGET, { params: { id: String(ended) } });
    expect(api.status).toBe(200);
    expect(api.json).toMatchObject({ seasonEnded: true, availability: 0, nextDeparture: null });
    expect(api.json.departures).toHaveLength(2);
    const page = (await getListedHunt(ended))!;
    expect(page.hunt.seasonEnded).toBe(true);
    const others = (await getOutfitterHunts(outfitter.id)).hunts.filter((h) => h.id !== ended);
    const html = renderToStaticMarkup(
      <HuntDetailView hunt={page.hunt} outfitter={page.outfitter} reviews={[]} rating={{ average: null, count: 0 }} otherHunts={others} />,
    );
    expect(html).toContain("This season has ended");
    expect(html).toContain("More hunts from Rita");
    expect(html).toContain("Next Season Moose");
    expect(html).not.toContain("Book This Hunt");
    expect(huntJsonLd(page.hunt, page.outfitter, { average: null, count: 0 }).offers.availability).toBe("https://schema.org/OutOfStock");
    // Valid HTML (the Nu checker's content model): a <dl>'s groups hold only <dt> and <dd>, the icons inside the terms.
    const dl = /<dl[^>]*>([\s\S]*?)<\/dl>/.exec(html)![1]!;
    const groups = dl.split(/<div[^>]*>/).slice(1);
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) expect(group.replace(/<dt[^>]*>[\s\S]*?<\/dt>|<dd[^>]*>[\s\S]*?<\/dd>/g, "")).toBe("</div>");
  });

  it("the current hunt's offer is in stock and carries its trip dates", async () => {
    const page = (await getListedHunt(current))!;
    expect(huntJsonLd(page.hunt, page.outfitter, { average: null, count: 0 }).offers).toMatchObject({
      availability: "https://schema.org/InStock",
      availabilityStarts: day(30),
      availabilityEnds: day(35),
    });
  });
});

describe("the departure rollover", () => {
  it("takes a hunt whose last departure has started off search when the day comes", async () => {
    const h = await createHunt({
      outfitterId: outfitter.id,
      title: "Rolling Caribou",
      departures: [{ startDate: day(-1), endDate: day(4), spots: 3 }],
    });
    // The hunt as the triggers left it yesterday, when its departure was still ahead.
    await db.execute(
      sql`UPDATE hunts SET next_departure_on = ${day(-1)}::date, last_departure_on = NULL, availability = 3 WHERE id = ${h.id}`,
    );
    expect(await searchIds("?species=elk")).toContain(h.id);
    const changed = await rollOverDepartures();
    expect(changed.map((c) => c.huntId)).toContain(h.id);
    const [row] = await db.select().from(hunts).where(eq(hunts.id, h.id));
    expect(row).toMatchObject({ availability: 0, nextDepartureOn: null, lastDepartureOn: day(-1), searchRank: 0 });
    expect(await searchIds("?species=elk")).not.toContain(h.id);
    expect(await rollOverDepartures()).toEqual([]);
  });
});
