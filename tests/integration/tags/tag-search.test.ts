import { beforeAll, describe, expect, it } from "vitest";
import { GET as searchGET } from "@/app/api/hunts/route";
import { db } from "@/db";
import { huntTags } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { searchHunts } from "@/lib/hunts/search";
import type { TagBadge } from "@/lib/tags/badge";
import { tagBadgeText } from "@/lib/tags/badge";
import { call } from "../../support/http";

type Hunt = { id: number; title: string; tagBadge: TagBadge | null };
const h: Record<string, number> = {};

beforeAll(async () => {
  const o = await createOutfitter({ firstName: "Tagged" });
  const mk = async (key: string, type: "draw" | "otc" | "included" | "none" | null) => {
    const hunt = await createHunt({
      outfitterId: o.id,
      title: `Tag search ${key}`,
      species: ["elk/wapiti"],
      location: "Tagland, Colorado, USA",
    });
    h[key] = hunt.id;
    if (type === "draw")
      await db.insert(huntTags).values({
        huntId: hunt.id,
        tagType: "draw",
        region: "Colorado",
        applicationOpensOn: "2027-01-02",
        applicationClosesOn: "2027-01-31",
        resultsOn: "2027-03-01",
        failedDrawOutcome: "refund",
      });
    else if (type) await db.insert(huntTags).values({ huntId: hunt.id, tagType: type });
  };
  await mk("draw", "draw");
  await mk("otc", "otc");
  await mk("included", "included");
  await mk("none", "none");
  await mk("unstated", null);
});

const search = (qs: string) => call<Hunt[]>(searchGET, { url: `/api/hunts${qs}` });
const mine = (list: Hunt[]) => list.filter((x) => x.title.startsWith("Tag search")).map((x) => x.id);

describe("GET /api/hunts?tag=", () => {
  it.each(["draw", "otc", "included", "none"])("tag=%s finds exactly the hunts of that tag type, on every search path", async (tag) => {
    expect(mine((await search(`?tag=${tag}`)).json)).toEqual([h[tag]]);
    expect(mine((await search(`?tag=${tag}&location=tagland`)).json)).toEqual([h[tag]]);
    expect(mine((await search(`?tag=${tag}&species=elk`)).json)).toEqual([h[tag]]);
    expect(mine((await search(`?tag=${tag}&sort=price_asc`)).json)).toEqual([h[tag]]);
    expect(mine((await searchHunts({ tag: tag as "draw", outfitterId: undefined }, {})).hunts as unknown as Hunt[])).toEqual([h[tag]]);
  });

  it("without tag lists all, and an unknown tag is a 400 naming it", async () => {
    expect(mine((await search("?location=tagland")).json).sort()).toEqual(Object.values(h).sort());
    const bad = await search("?tag=lottery");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/Tag must be one of/);
  });

  it("cards carry 'Draw — apply by Jan 31' or 'Tag included'", async () => {
    const list = (await search("?location=tagland")).json;
    const badge = (key: string) => list.find((x) => x.id === h[key])!.tagBadge;
    expect(tagBadgeText(badge("draw")!, "2027-01-31")).toBe("Draw — apply by Jan 31");
    // Once the window has closed the card no longer asks to apply.
    expect(tagBadgeText(badge("draw")!, "2027-02-01")).toBe("Draw");
    expect(tagBadgeText(badge("included")!)).toBe("Tag included");
    expect(badge("otc")).toBeNull();
    expect(badge("unstated")).toBeNull();
  });
});

describe("GET /api/admin/bookings?tagStatus=", () => {
  it("keeps the bookings with a hunter in that draw state, and refuses an unknown one", async () => {
    const { GET: adminBookings } = await import("@/app/api/admin/bookings/route");
    const { issueApiToken } = await import("@/lib/auth/api-tokens");
    const { createAdmin } = await import("@/seed/factories");
    const { drawWorld } = await import("./tag-world");
    const { reportTagResult } = await import("@/lib/tags/results");
    const { asCurrent } = await import("../../security/registry-fixtures");
    const admin = await issueApiToken((await createAdmin()).id);
    const a = await drawWorld("refund", 2);
    const b = await drawWorld("refund", 1);
    await reportTagResult(asCurrent(a.hunter), a.bookingId, { hunterIndex: 1, result: "not_drawn" });
    const ids = async (status: string) =>
      (await call<{ id: number }[]>(adminBookings, { token: admin, url: `/api/admin/bookings?tagStatus=${status}` })).json.map((x) => x.id);
    expect(await ids("not_drawn")).toEqual([a.bookingId]);
    expect(await ids("unconfirmed")).toEqual([a.bookingId]);
    expect((await ids("pending")).sort()).toEqual([a.bookingId, b.bookingId].sort());
    expect(await ids("drawn")).toEqual([]);
    const bad = await call(adminBookings, { token: admin, url: "/api/admin/bookings?tagStatus=maybe" });
    expect(bad.status).toBe(400);
  });
});
