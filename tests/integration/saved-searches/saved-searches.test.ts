import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteOne, PATCH as patchOne } from "@/app/api/saved-searches/[id]/route";
import { GET as list, POST as save } from "@/app/api/saved-searches/route";
import { POST as oneClick } from "@/app/api/saved-searches/unsubscribe/route";
import { db } from "@/db";
import { emailBounces, savedSearchAlerts, savedSearches } from "@/db/schema";
import { runSavedSearchAlerts, alertPeriod } from "@/lib/saved-searches/run";
import { SAVED_SEARCHES_LIMIT } from "@/lib/saved-searches/schema";
import { SAVED_SEARCHES_FULL, UNSUBSCRIBE_LINK_INVALID } from "@/lib/saved-searches/service";
import { savedSearchOfToken, unsubscribeToken } from "@/lib/saved-searches/token";
import { createHunt, createOutfitter } from "@/seed/factories";
import { hunterWithToken, roleFixtures } from "../../support/hunter-fixtures";
import { call } from "../../support/http";
import { emailsTo } from "../../support/outbox";

type View = { id: number; name: string; href: string; frequency: string; alertsOn: boolean };
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});
const saveAs = (token: string, body: unknown) =>
  call<View & { message?: string; errors?: Record<string, string[]> }>(save, { token, body });
const DAY = 86_400_000;
const past = (days: number) => new Date(Date.now() - days * DAY);

describe("saving a search", () => {
  it("saves the URL's filters with a name and frequency, validated as the search validates them", async () => {
    const r = await saveAs(fx.tokens.hunter, {
      name: "Montana elk",
      frequency: "daily",
      path: "/browse-hunts",
      filters: { species: "elk", location: "Montana", priceRange: "2500-5000", sort: "price_asc", cursor: "x" },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      name: "Montana elk",
      frequency: "daily",
      alertsOn: true,
      href: "/browse-hunts?location=Montana&priceRange=2500-5000&species=elk",
    });
    const mine = await call<View[]>(list, { token: fx.tokens.hunter });
    expect(mine.json.map((s) => s.name)).toContain("Montana elk");
  });

  it("unknown or invalid filters are a 400 naming the filter; nothing is written", async () => {
    const before = await db.$count(savedSearches);
    const unknown = await saveAs(fx.tokens.hunter, { name: "x", frequency: "daily", filters: { colour: "red" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors?.["filters.colour"]).toEqual(["Unknown search filter: colour"]);
    // A filter of the other page is unknown on this one.
    const otherPage = await saveAs(fx.tokens.hunter, { name: "x", frequency: "daily", path: "/browse-hunts", filters: { season: "fall" } });
    expect(otherPage.status).toBe(400);
    const invalid = await saveAs(fx.tokens.hunter, {
      name: "x",
      frequency: "daily",
      path: "/advanced-search",
      filters: { difficulty: "brutal" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors?.["filters.difficulty"]?.[0]).toMatch(/^Difficulty must be one of/);
    const badDates = await saveAs(fx.tokens.hunter, { name: "x", frequency: "daily", filters: { from: "2027-10-10", to: "2027-10-01" } });
    expect(badDates.json.errors?.["filters.to"]).toEqual(["To cannot be before From"]);
    expect((await saveAs(fx.tokens.hunter, { name: "x", frequency: "hourly", filters: {} })).json.errors?.frequency).toEqual([
      "Frequency must be one of: instant, daily, weekly",
    ]);
    expect((await saveAs(fx.tokens.hunter, { name: " ", frequency: "daily" })).json.errors?.name).toEqual(["Name is required"]);
    expect(await db.$count(savedSearches)).toBe(before);
  });

  it(`at most ${SAVED_SEARCHES_LIMIT} per hunter: the next is a 409`, async () => {
    const { token } = await hunterWithToken();
    for (let i = 0; i < SAVED_SEARCHES_LIMIT; i++)
      expect((await saveAs(token, { name: `S${i}`, frequency: "weekly", filters: {} })).status).toBe(201);
    const over = await saveAs(token, { name: "One too many", frequency: "weekly", filters: {} });
    expect(over).toMatchObject({ status: 409, json: { message: SAVED_SEARCHES_FULL } });
  });

  it("only the owner changes or deletes a search; anyone else gets a 404", async () => {
    const mine = (await saveAs(fx.tokens.hunter, { name: "Mine", frequency: "daily", filters: {} })).json;
    const other = await hunterWithToken();
    const params = { id: String(mine.id) };
    expect((await call(patchOne, { method: "PATCH", token: other.token, params, body: { frequency: "weekly" } })).status).toBe(404);
    expect((await call(deleteOne, { method: "DELETE", token: other.token, params })).status).toBe(404);
    expect(
      (await call<View>(patchOne, { method: "PATCH", token: fx.tokens.hunter, params, body: { frequency: "weekly" } })).json.frequency,
    ).toBe("weekly");
    expect((await call(deleteOne, { method: "DELETE", token: fx.tokens.hunter, params })).status).toBe(200);
    expect((await call(deleteOne, { method: "DELETE", token: fx.tokens.hunter, params })).status).toBe(404);
  });
});

describe("unsubscribe tokens", () => {
  it("a token names one search and cannot be forged or moved to another", () => {
    const t = unsubscribeToken(42);
    expect(savedSearchOfToken(t)).toBe(42);
    expect(savedSearchOfToken(t.replace(/^42\./, "43."))).toBeNull();
    expect(savedSearchOfToken(`${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(savedSearchOfToken("42")).toBeNull();
    expect(savedSearchOfToken("")).toBeNull();
  });

  it("RFC 8058 one-click POST turns the alert off, signed out, idempotently; a bad token is a 404", async () => {
    const s = (await saveAs(fx.tokens.hunter, { name: "To leave", frequency: "daily", filters: {} })).json;
    const url = `/api/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(s.id))}`;
    for (let i = 0; i < 2; i++) {
      const r = await call(oneClick, {
        url,
        rawBody: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(r).toMatchObject({ status: 200, json: { name: "To leave", alertsOn: false } });
    }
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, s.id));
    expect(row!.alertsOn).toBe(false);
    const bad = await call(oneClick, { url: "/api/saved-searches/unsubscribe?token=1.forged", rawBody: "List-Unsubscribe=One-Click" });
    expect(bad).toMatchObject({ status: 404, json: { message: UNSUBSCRIBE_LINK_INVALID } });
    expect((await call(oneClick, { url: "/api/saved-searches/unsubscribe", rawBody: "" })).status).toBe(400);
  });
});

describe("the alert e-mail and its limits", () => {
  it("lists the new hunt, carries List-Unsubscribe headers and a working link, once per period; none to a bounced address", async () => {
    const { hunter, token } = await hunterWithToken({ email: "alerted@example.test" });
    const outfitter = await createOutfitter();
    const s = (await saveAs(token, { name: "Pronghorn", frequency: "daily", path: "/browse-hunts", filters: { species: "pronghorn" } }))
      .json;
    await db
      .update(savedSearches)
      .set({ checkedThrough: past(1) })
      .where(eq(savedSearches.id, s.id));
    const hunt = await createHunt({ outfitterId: outfitter.id, title: "Prairie Pronghorn Hunt", species: ["pronghorn"] });
    const r = await runSavedSearchAlerts("digest");
    expect(r.sent).toBeGreaterThanOrEqual(1);
    const [mail] = (await emailsTo(hunter.email)).filter((m) => m.template === "saved-search-alert");
    expect(mail!.subject).toBe('1 new for "Pronghorn" on Ridgeline');
    expect(mail!.html).toContain("Prairie Pronghorn Hunt");
    expect(mail!.html).toContain(`/hunt/${hunt.id}`);
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/api\/saved-searches\/unsubscribe\?token=[^>]+>$/);
    const link = /\/saved-searches\/unsubscribe\?token=([^"&\s]+)/.exec(mail!.html)![1]!;
    expect(savedSearchOfToken(decodeURIComponent(link))).toBe(s.id);

    // The digest cap: another matching hunt the same day waits for tomorrow's e-mail.
    await createHunt({ outfitterId: outfitter.id, title: "Second Pronghorn Hunt", species: ["pronghorn"] });
    await runSavedSearchAlerts("digest");
    expect((await emailsTo(hunter.email)).filter((m) => m.template === "saved-search-alert")).toHaveLength(1);
    const tomorrow = new Date(Date.now() + DAY);
    await runSavedSearchAlerts("digest", tomorrow);
    const mails = (await emailsTo(hunter.email)).filter((m) => m.template === "saved-search-alert");
    expect(mails).toHaveLength(2);
    expect(mails[0]!.html).toContain("Second Pronghorn Hunt");
    expect(mails[0]!.html).not.toContain("Prairie Pronghorn Hunt");
    expect(await db.$count(savedSearchAlerts, eq(savedSearchAlerts.savedSearchId, s.id))).toBe(2);

    // Bounced: nothing more is sent, and the search still moves on.
    await db.insert(emailBounces).values({ email: hunter.email.toLowerCase(), reason: "hard bounce" });
    // The runs above looked ahead (tomorrow); the search looks from now again.
    await db
      .update(savedSearches)
      .set({ checkedThrough: past(0.5) })
      .where(eq(savedSearches.id, s.id));
    await createHunt({ outfitterId: outfitter.id, title: "Third Pronghorn Hunt", species: ["pronghorn"] });
    const later = new Date(Date.now() + 2 * DAY);
    const bounced = await runSavedSearchAlerts("digest", later);
    expect(bounced.bounced).toBeGreaterThanOrEqual(1);
    expect((await emailsTo(hunter.email)).filter((m) => m.template === "saved-search-alert")).toHaveLength(2);
  });

  it("weekly searches wait for their week; instant ones are not in the digest", async () => {
    const { hunter, token } = await hunterWithToken();
    const outfitter = await createOutfitter();
    const weekly = (await saveAs(token, { name: "Weekly moose", frequency: "weekly", filters: { species: "moose" } })).json;
    const instant = (await saveAs(token, { name: "Instant moose", frequency: "instant", filters: { species: "moose" } })).json;
    await db
      .update(savedSearches)
      .set({ checkedThrough: past(3) })
      .where(sql`id in (${weekly.id}, ${instant.id})`);
    await createHunt({ outfitterId: outfitter.id, title: "Shiras Moose Hunt", species: ["moose"] });
    await runSavedSearchAlerts("digest");
    expect((await emailsTo(hunter.email)).filter((m) => m.template === "saved-search-alert")).toHaveLength(0);
    await runSavedSearchAlerts("digest", new Date(Date.now() + 5 * DAY));
    const mails = (await emailsTo(hunter.email)).filter((m) => m.template === "saved-search-alert");
    expect(mails.map((m) => m.subject)).toEqual(['1 new for "Weekly moose" on Ridgeline']);
    await runSavedSearchAlerts("instant");
    expect((await emailsTo(hunter.email)).filter((m) => m.template === "saved-search-alert")).toHaveLength(2);
  });

  it("periods: instant per 5 minutes, daily per UTC day, weekly per ISO week", () => {
    const t = new Date("2027-03-03T10:07:30Z");
    expect(alertPeriod("instant", t)).toBe("instant:2027-03-03T10:05");
    expect(alertPeriod("daily", t)).toBe("daily:2027-03-03");
    expect(alertPeriod("weekly", t)).toBe("weekly:2027-03-01");
  });
});
