import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { createOutfitter } from "@/seed/factories";
import { generateHunts } from "@/seed/hunt-generator";
import {
  bookingClaims,
  bookings,
  commissions,
  favorites,
  gearItems,
  huntReviews,
  hunts,
  messages,
  notifications,
  outfitterBalances,
  outfitterReviews,
  questionnaireResponses,
  users,
} from "@/db/schema";
import { seedDemoData, seedIfEmpty } from "@/seed/demo-data";
import { buildHunt, huntImagePath } from "@/seed/data/hunt-theme";
import { socialCardUrl } from "@/lib/images";
import { VARIANT_ABOUT } from "@/seed/data/variant-about";
import { createRng } from "@/seed/prng";
import { ALL_THEMES } from "@/seed/data/themes";
import { loginSchema } from "@/lib/auth/schema";
import { authenticate } from "@/lib/auth/service";
import { SPECIES } from "@/lib/hunts/species";
import { discountedPriceCents } from "@/lib/format/money";
import { addDays, todayIso } from "@/lib/departures/dates";

const NOW = new Date("2026-11-20T12:00:00Z");

async function wipe() {
  const tables = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`);
  await db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(", ")} restart identity cascade`));
}

describe("demo seed", () => {
  it("creates the demo accounts, outfitters, hunts and their activity", async () => {
    await seedDemoData({ now: NOW });

    for (const [email, role] of [
      ["admin@ridgeline.test", "admin"],
      ["outfitter@ridgeline.test", "outfitter"],
      ["hunter@ridgeline.test", "hunter"],
    ]) {
      const user = await authenticate(loginSchema.parse({ email, password: "password123" }), "203.0.113.9");
      expect(user.role).toBe(role);
    }
    const [demo] = await db.select().from(users).where(eq(users.email, "outfitter@ridgeline.test"));
    expect(demo).toMatchObject({ isApproved: true, isActive: true, isTopTier: true });
    expect(demo!.coverPhoto).toMatch(/^\/demo\/outfitters\/.+-cover\.photo\.webp$/);
    expect(demo!.websiteUrl).toMatch(/^https:\/\//);

    const outfitters = await db.select().from(users).where(eq(users.role, "outfitter"));
    expect(outfitters.length).toBeGreaterThanOrEqual(15);
    expect(outfitters.some((o) => !o.isApproved)).toBe(true);
    expect(outfitters.filter((o) => o.isTopTier).length).toBeGreaterThanOrEqual(3);
    expect(outfitters.some((o) => o.isApproved && !o.isActive)).toBe(true);

    const all = await db.select().from(hunts);
    expect(all.length).toBeGreaterThanOrEqual(80);
    const species = new Set(all.flatMap((h) => h.species));
    expect(species.size).toBeGreaterThanOrEqual(30);
    for (const s of species) expect(SPECIES).toContain(s);
    expect(new Set(all.map((h) => h.location)).size).toBeGreaterThanOrEqual(15);
    const featured = all.filter((h) => h.featured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(9);
    expect(featured.every((h) => h.isActive)).toBe(true);
    expect(all.some((h) => !h.isActive)).toBe(true);
    expect(all.some((h) => h.isActive && h.availability === 0)).toBe(true);

    const discounted = all.filter((h) => h.isDiscounted);
    expect(discounted.length).toBeGreaterThanOrEqual(5);
    expect(new Set(discounted.map((h) => h.discountType))).toEqual(new Set(["amount", "percentage"]));
    for (const h of discounted) {
      expect(h.priceCents).toBe(discountedPriceCents(h.originalPriceCents!, { type: h.discountType!, value: h.discountValue! }));
      expect(h.priceCents).toBeLessThan(h.originalPriceCents!);
    }
    for (const h of all.filter((x) => !x.isDiscounted))
      expect([h.originalPriceCents, h.discountType, h.discountValue]).toEqual([null, null, null]);
    for (const h of all) {
      expect(Number.isInteger(h.priceCents) && h.priceCents > 0).toBe(true);
      expect(h.description.split(". ").length).toBeGreaterThanOrEqual(3);
      // The summary of its departures: a few listed, or a span with a count.
      expect(h.dates).toMatch(/^([A-Z][a-z]{2} \d{1,2}.*\d{4}|[A-Z][a-z]{2} \d{4}( – [A-Z][a-z]{2} \d{4})?, \d departures)$/);
      expect(h.images.length).toBeGreaterThanOrEqual(1);
      expect(h.images.length).toBeLessThanOrEqual(3);
    }
    // Departures over the next 18 months, and three hunts whose season has ended (listed no more).
    const ended = all.filter((h) => h.isActive && h.lastDepartureOn !== null && h.lastDepartureOn < todayIso(NOW));
    expect(ended).toHaveLength(3);
    expect(ended.every((h) => h.searchRank === 0 && h.availability === 0)).toBe(true);
    expect(all.filter((h) => h.lastDepartureOn && h.lastDepartureOn > addDays(todayIso(NOW), 480)).length).toBeGreaterThan(5);
    const images = new Set([...all.flatMap((h) => h.images), ...outfitters.flatMap((o) => [o.coverPhoto, o.profileImage]).filter(Boolean)]);
    for (const img of images) expect(existsSync(path.join(process.cwd(), "public", img!)), img!).toBe(true);
  });

  it("seeds activity that is internally consistent", async () => {
    const [demo] = await db.select().from(users).where(eq(users.email, "outfitter@ridgeline.test"));
    const demoBookings = await db.select().from(bookings).where(eq(bookings.outfitterId, demo!.id));
    expect(new Set(demoBookings.map((b) => b.status))).toEqual(new Set(["pending", "accepted", "completed"]));
    const huntPrice = new Map((await db.select().from(hunts)).map((h) => [h.id, h.priceCents]));
    // A party (the demo party paying in shares) pays the price for each hunter.
    for (const b of await db.select().from(bookings)) expect(b.totalAmountCents).toBe(huntPrice.get(b.huntId!)! * b.partySize);

    // Every balance equals the sum of its commission ledger.
    const ledger = await queryRows<{ outfitter_id: number; total: number }>(
      db,
      sql`select outfitter_id, sum(amount_cents)::int as total from commissions group by outfitter_id`,
    );
    const balances = await db.select().from(outfitterBalances);
    expect(balances.length).toBe(ledger.length);
    for (const row of ledger) expect(balances.find((b) => b.outfitterId === row.outfitter_id)!.totalOwedCents).toBe(row.total);
    expect(balances.find((b) => b.outfitterId === demo!.id)!.totalOwedCents).toBeGreaterThan(0);
    expect((await db.select().from(commissions)).length).toBeGreaterThan(5);

    const claims = await db.select().from(bookingClaims).where(eq(bookingClaims.outfitterId, demo!.id));
    expect(claims.some((c) => c.status === "pending")).toBe(true);
    const reports = await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.outfitterId, demo!.id));
    expect(reports).toEqual([expect.objectContaining({ month: 9, year: 2026, hasClientBooking: "yes" })]);
    expect((await db.select().from(notifications).where(eq(notifications.userId, demo!.id))).some((n) => !n.isRead)).toBe(true);

    const msgs = await db.select().from(messages);
    expect(msgs.some((m) => !m.isRead)).toBe(true);
    expect(msgs.every((m) => m.createdAt <= NOW)).toBe(true);
    const reviews = [...(await db.select().from(huntReviews)), ...(await db.select().from(outfitterReviews))];
    expect(new Set(reviews.map((r) => r.status))).toEqual(new Set(["approved", "pending"]));
    expect(reviews.every((r) => r.rating >= 3 && r.rating <= 5 && r.content.length > 40)).toBe(true);
    expect((await db.select({ n: count() }).from(favorites))[0]!.n).toBeGreaterThan(10);

    const gear = await db.select().from(gearItems).where(eq(gearItems.outfitterId, demo!.id));
    expect(new Set(gear.map((g) => g.category))).toEqual(new Set(["gear", "clothing", "equipment", "accessories"]));
    for (const g of await db.select().from(gearItems)) expect(g.amazonUrl).toMatch(/^https:\/\/www\.amazon\.com\/.+\?tag=ridgeline-20$/);
  });

  it("seedIfEmpty does nothing on a non-empty database", async () => {
    const before = (await db.select({ n: count() }).from(hunts))[0]!.n;
    expect(await seedIfEmpty(db, { now: NOW })).toBe(false);
    expect((await db.select({ n: count() }).from(hunts))[0]!.n).toBe(before);
  });

  it("is deterministic for a given date", async () => {
    const snapshot = async () =>
      (await db.select().from(hunts).orderBy(hunts.id)).map((h) =>
        [h.title, h.location, h.priceCents, h.dates, h.species.join(), h.images.join()].join("|"),
      );
    const first = await snapshot();
    await wipe();
    expect(await seedIfEmpty(db, { now: NOW })).toBe(true);
    expect(await snapshot()).toEqual(first);
  });
});

describe("hunt themes", () => {
  it("only reference catalogue species and images shipped under public/", () => {
    for (const theme of ALL_THEMES) {
      for (const v of theme.variants) {
        for (const s of v.species ?? theme.species) expect(SPECIES).toContain(s);
        for (const img of v.images ?? theme.images) {
          expect(existsSync(path.join(process.cwd(), "public", huntImagePath(img))), img).toBe(true);
          // Each raster photo has its 1200×630 social card beside it (og:image).
          expect(existsSync(path.join(process.cwd(), "public", socialCardUrl(huntImagePath(img))!)), img).toBe(true);
        }
      }
    }
  });

  it("describe a variant with its own sentences, one for each of its theme's", () => {
    for (const [title, about] of Object.entries(VARIANT_ABOUT)) {
      const owners = ALL_THEMES.filter((t) => t.variants.some((v) => v.title === title));
      expect(owners, title).toHaveLength(1);
      expect(about, title).toHaveLength(owners[0]!.about.length);
    }
    const grouse = ALL_THEMES.find((t) => t.variants.some((v) => v.title === "Walked-Up Grouse on the Moor"))!;
    const i = grouse.variants.findIndex((v) => v.title === "Walked-Up Grouse on the Moor");
    const hunt = buildHunt(createRng(1), grouse, 1, { now: NOW, variant: i });
    expect(hunt.description).toMatch(/^Walk up red grouse/);
    expect(hunt.description).not.toMatch(/stag/i);
  });
});

describe("generateHunts", () => {
  it("inserts exactly N realistic hunts across batches", async () => {
    await wipe();
    const a = await createOutfitter();
    const b = await createOutfitter();
    expect(await generateHunts(db, { count: 2345, outfitterIds: [a.id, b.id], seed: 3, batchSize: 1000 })).toBe(2345);
    const rows = await db.select().from(hunts);
    expect(rows).toHaveLength(2345);
    expect(rows.filter((h) => h.outfitterId === a.id)).toHaveLength(1173);
    for (const h of rows.slice(0, 200)) {
      expect(h.species.every((s) => SPECIES.includes(s))).toBe(true);
      expect(h.images[0]).toMatch(/^\/demo\/hunts\/.+\.photo\.webp$/);
      if (h.isDiscounted)
        expect(h.priceCents).toBe(discountedPriceCents(h.originalPriceCents!, { type: h.discountType!, value: h.discountValue! }));
    }
    // 3–8 departures each over the next 18 months, and the hunt rows already hold what the
    // triggers derive from them (recomputing changes nothing).
    const perHunt = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from hunt_departures group by hunt_id`);
    expect(perHunt).toHaveLength(2345);
    expect(Math.min(...perHunt.map((r) => Number(r.n)))).toBeGreaterThanOrEqual(3);
    expect(Math.max(...perHunt.map((r) => Number(r.n)))).toBeLessThanOrEqual(8);
    const [changed] = await queryRows<{ n: number }>(db, sql`select hunts_refresh_calendar(array(select id from hunts)) as n`);
    expect(Number(changed!.n)).toBe(0);
    expect(await generateHunts(db, { count: 0, outfitterIds: [] })).toBe(0);
    await expect(generateHunts(db, { count: 5, outfitterIds: [] })).rejects.toThrow(/outfitter/);
  });
});
