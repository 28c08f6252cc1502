import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KNOWN_REGIONS, knownRegion } from "@/lib/hunts/known-regions";

/** The place names location_time_zone reads a zone from (both of its lists), in drizzle/0032. */
function migrationRegions(): string[] {
  const sql = readFileSync("drizzle/0032_hunt-time-zone.sql", "utf8");
  const start = sql.indexOf("CREATE OR REPLACE FUNCTION location_time_zone");
  const body = sql.slice(start, sql.indexOf("$$;", start));
  return [...body.matchAll(/"([a-z ]+)":\s*"[A-Za-z_/]+"/g)].map((m) => m[1]!);
}

describe("known regions", () => {
  it("are the places the database reads time zones from, no more and no fewer", () => {
    const fromSql = migrationRegions();
    expect(fromSql.length).toBeGreaterThan(100);
    expect([...KNOWN_REGIONS].sort()).toEqual([...new Set(fromSql)].sort());
  });

  it("are written lower-case, one name each, without stray spaces", () => {
    for (const name of KNOWN_REGIONS) expect(name).toMatch(/^[a-z]+( [a-z]+)*$/);
  });

  it.each([
    ["Montana", "montana"],
    ["  new MEXICO ", "new mexico"],
    ["Prince Edward Island", "prince edward island"],
    ["us", "us"],
  ])("knows %j as %j", (text, region) => {
    expect(knownRegion(text)).toBe(region);
  });

  it.each(["", "montan", "montana usa", "new  mexico", "Bozeman, Montana", "mont%", "montana\u0000"])("does not know %j", (text) => {
    expect(knownRegion(text)).toBeNull();
  });
});
