import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { hunts } from "@/db/schema";
import { createHunt, createOutfitter } from "@/seed/factories";
import { readFileSync } from "node:fs";
import { GET as huntGET } from "@/app/api/hunts/[id]/route";
import { timeZoneLabel, todayIn } from "@/lib/departures/dates";
import { call } from "../../support/http";
import { timeZoneOfLocation } from "@/lib/departures/time-zone";

/** hunts.time_zone, read from the location by location_time_zone (drizzle/0032). */
describe("a hunt's time zone, read from its location", () => {
  it.each([
    ["Montana, USA", "America/Denver"],
    ["Bitterroot Valley, Montana, USA", "America/Denver"],
    // The state, not the river: parts are read from the last.
    ["Missouri River Breaks, Montana, USA", "America/Denver"],
    ["Texas Hill Country, USA", "America/Chicago"],
    ["Stuttgart, Arkansas, USA", "America/Chicago"],
    ["Kodiak Island, Alaska, USA", "America/Anchorage"],
    ["Eastern Shore, Maryland, USA", "America/New_York"],
    ["West Virginia, USA", "America/New_York"],
    ["Santa Fe, New Mexico", "America/Denver"],
    ["Sonora, Mexico", "America/Mexico_City"],
    ["Flagstaff, Arizona, USA", "America/Phoenix"],
    ["Northern British Columbia, Canada", "America/Vancouver"],
    ["Saskatchewan, Canada", "America/Regina"],
    ["Prince Edward Island, Canada", "America/Halifax"],
    ["Scottish Highlands, UK", "Europe/London"],
    ["Bavaria, Germany", "Europe/Berlin"],
    ["Kalahari, Namibia", "Africa/Windhoek"],
    ["Limpopo, South Africa", "Africa/Johannesburg"],
    ["New Zealand South Island", "Pacific/Auckland"],
    ["Kyrgyzstan Tien Shan", "Asia/Bishkek"],
    ["Gilgit-Baltistan, Pakistan", "Asia/Karachi"],
    // A country spanning zones alone gets its main hunting zone; anything unknown counts in UTC.
    ["Somewhere in the USA", "America/Denver"],
    ["Yukon", "America/Whitehorse"],
    ["Atlantis", "UTC"],
    ["", "UTC"],
  ])("%j → %s", async (location, zone) => {
    expect(await timeZoneOfLocation(db, location)).toBe(zone);
  });

  it("is kept on the hunt row and follows a changed location, and the database's day is the application's", async () => {
    const outfitter = await createOutfitter();
    const hunt = await createHunt({ outfitterId: outfitter.id, location: "Kodiak Island, Alaska, USA" });
    const zoneOf = async () => (await db.select({ tz: hunts.timeZone }).from(hunts).where(eq(hunts.id, hunt.id)))[0]!.tz;
    expect(await zoneOf()).toBe("America/Anchorage");
    await db.update(hunts).set({ location: "Canterbury, New Zealand" }).where(eq(hunts.id, hunt.id));
    expect(await zoneOf()).toBe("Pacific/Auckland");
    for (const zone of ["America/Anchorage", "Pacific/Auckland", "UTC"]) {
      const [row] = await queryRows<{ d: string }>(db, sql`SELECT hunt_today(${zone}::text)::text AS d`);
      expect(row!.d).toBe(todayIn(zone));
    }
  });

  it("names every zone the database can give in words, and the hunt's API answer carries it", async () => {
    // Every zone location_time_zone returns: the app must know it too (else todayIn would count in UTC).
    const zones = [...new Set(readFileSync("drizzle/0032_hunt-time-zone.sql", "utf8").match(/"[A-Z][A-Za-z_]*\/[A-Za-z_/]+"/g) ?? [])];
    expect(zones.length).toBeGreaterThan(40);
    const names = zones.map((quoted) => quoted.slice(1, -1));
    for (const zone of names) expect(timeZoneLabel(zone), zone).not.toBeNull();
    // The database's day and the application's, zone by zone, at instants on either side of
    // midnight in the Americas, Europe, Africa, Asia and the Pacific, in winter and in summer (a
    // zone todayIn did not know would count in UTC and give another day at some of them). Fixed
    // instants, not now(): PGlite carries a newer tz database than Node.js 20's ICU (tz 2025c),
    // which gives Alberta and British Columbia other offsets from November 2026, so a check at
    // now() failed for an hour a day in those zones whatever the code did.
    const instants = ["00:30", "06:30", "11:45", "18:30", "23:30"].flatMap((t) => [`2025-01-15T${t}:00Z`, `2025-07-15T${t}:00Z`]);
    const rows = await queryRows<{ zone: string; at: string; d: string }>(
      db,
      sql`SELECT z AS zone, t AS at, ((t::timestamptz) AT TIME ZONE z)::date::text AS d
            FROM unnest(${`{${names.join(",")}}`}::text[]) z, unnest(${`{${instants.join(",")}}`}::text[]) t`,
    );
    expect(rows).toHaveLength(names.length * instants.length);
    for (const r of rows) expect(r.d, `${r.zone} at ${r.at}`).toBe(todayIn(r.zone, new Date(r.at)));
    // hunt_today is that day at the database's now().
    for (const zone of ["America/Denver", "Asia/Kathmandu", "UTC"]) {
      const [row] = await queryRows<{ same: boolean }>(
        db,
        sql`SELECT hunt_today(${zone}::text) = (now() AT TIME ZONE ${zone}::text)::date AS same`,
      );
      expect(row!.same, zone).toBe(true);
    }
    const outfitter = await createOutfitter();
    const hunt = await createHunt({ outfitterId: outfitter.id, location: "Flagstaff, Arizona, USA" });
    const r = await call<{ timeZone: string }>(huntGET, { params: { id: String(hunt.id) } });
    expect(r.json.timeZone).toBe("America/Phoenix");
  });
});
