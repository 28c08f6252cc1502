import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { seedDemoData } from "@/seed/demo-data";
import { ALL_THEMES, seasonOf } from "@/seed/data/themes";
import { sceneShows } from "@/seed/data/scenes";

const NOW = new Date("2026-12-01T12:00:00Z");

type Row = { id: number; title: string; description: string; location: string; species: string[]; images: string[]; months: number[] };

// Every place a theme names ("Zambezi Valley", "Masai Steppe"): a description names none but its own.
const PLACES = [
  ...new Set(
    ALL_THEMES.flatMap((t) => [...t.locations, ...t.variants.flatMap((v) => v.locations ?? [])]).map((l) => l.split(",")[0]!.trim()),
  ),
];
const scene = (image: string) => image.replace(/^\/demo\/hunts\//, "").replace(/\.photo\.webp$/, "");

describe("demo hunts a visitor can believe (issue 53 item 20)", () => {
  it("description, species, photos, season and departure months agree, and no two listings share a title", async () => {
    await queryRows(db, sql`select 1`);
    const tables = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`);
    await db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(", ")} restart identity cascade`));
    await seedDemoData({ now: NOW });
    const rows = await queryRows<Row>(
      db,
      sql`select h.id, h.title, h.description, h.location, h.species, h.images,
                 coalesce(array_agg(distinct extract(month from d.start_date)::int) filter (where d.id is not null), '{}') as months
            from hunts h left join hunt_departures d on d.hunt_id = h.id group by h.id order by h.id`,
    );
    expect(rows.length).toBeGreaterThan(20);
    // Last-minute deals (issue 50): a few departures within 60 days of the seed's today, each a real discount.
    const deals = await queryRows<{ bp: number; start: string }>(
      db,
      sql`select deal_discount_bp as bp, start_date::text as start from hunt_departures where deal_discount_bp is not null`,
    );
    expect(deals.length).toBeGreaterThanOrEqual(2);
    for (const d of deals) {
      expect(d.start > "2026-12-01" && d.start <= "2027-01-30", d.start).toBe(true);
      expect(Number(d.bp)).toBeGreaterThan(0);
    }
    const problems: string[] = [];
    const titles = new Map<string, number>();
    for (const h of rows) {
      if (titles.has(h.title)) problems.push(`${h.id} shares its title with ${titles.get(h.title)}: ${h.title}`);
      titles.set(h.title, h.id);
      const season = seasonOf(h.title);
      if (!season) {
        problems.push(`${h.id} "${h.title}" is no theme's variant`);
        continue;
      }
      const off = h.months.map(Number).filter((m) => !season.includes(m));
      if (off.length) problems.push(`${h.id} "${h.title}" departs in month(s) ${off.join(", ")}, its season is ${season.join(", ")}`);
      for (const place of PLACES) {
        if (h.description.includes(place) && !h.location.includes(place) && !h.title.includes(place)) {
          problems.push(`${h.id} "${h.title}" in ${h.location} describes ${place}`);
        }
      }
      for (const image of h.images.slice(1)) {
        if (!sceneShows(scene(image), h.species)) problems.push(`${h.id} "${h.title}" (${h.species.join(", ")}) shows ${scene(image)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
