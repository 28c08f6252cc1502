import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db";
import { countSql, searchSql } from "../../lib/hunts/search";
import type { HuntFilters, PageKey } from "../../lib/hunts/search-schema";

export type PlanResult = { name: string; ms: number; planning: number; execution: number; topNode: string };

type PlanJson = { Plan: { "Node Type": string; "Index Name"?: string }; "Planning Time": number; "Execution Time": number };

async function explain(db: Db, query: SQL): Promise<PlanJson> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
  const raw = Object.values(rows[0]!)[0];
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as PlanJson[];
  return parsed[0]!;
}

function describe(plan: PlanJson["Plan"]): string {
  const names: string[] = [];
  const walk = (n: Record<string, unknown>) => {
    const t = String(n["Node Type"]);
    if (/Scan/.test(t)) names.push(`${t}${n["Index Name"] ? ` ${String(n["Index Name"])}` : ""}`);
    for (const c of (n.Plans as Record<string, unknown>[] | undefined) ?? []) walk(c);
  };
  walk(plan as unknown as Record<string, unknown>);
  return [...new Set(names)].slice(0, 3).join(" + ");
}

/** Every search the API can run, EXPLAIN ANALYZEd warm (best of 3): planning + execution time. */
export async function explainSearches(db: Db, opts: { outfitterId: number; midKey: PageKey }): Promise<PlanResult[]> {
  const cases: [string, SQL][] = [];
  const page = (name: string, f: HuntFilters, key?: PageKey) => cases.push([name, searchSql(f, { limit: 24, cursor: key }).query]);
  page("unfiltered first page", {});
  page("species=elk", { species: "elk" });
  page("species=bear (family)", { species: "bear" });
  page("location=montana", { location: "montana" });
  page("location=ka (2 letters)", { location: "ka" });
  page("dates=september", { dates: "september" });
  page("price 2000–5000", { price: { min: 200000, max: 500000 } });
  page("price 39000+ (rare)", { price: { min: 3900000 } });
  page("difficulty=extreme", { difficulty: "extreme" });
  page("duration 15+", { duration: { min: 15 } });
  page("season=winter", { season: "winter" });
  page("weapons=crossbow", { weapons: ["crossbow"] });
  page("outfitterId", { outfitterId: opts.outfitterId });
  page("all filters combined", {
    location: "a", species: "deer", dates: "20", price: { min: 100000, max: 2000000 }, difficulty: "moderate",
    duration: { min: 2, max: 14 }, season: "fall", weapons: ["rifle", "bow"],
  });
  page("no match (species=unicorn)", { species: "unicorn" });
  page("deep page (keyset, middle)", {}, opts.midKey);
  cases.push(["count capped: unfiltered", countSql({})]);
  cases.push(["count capped: species=elk", countSql({ species: "elk" })]);
  cases.push(["count capped: location=montana", countSql({ location: "montana" })]);
  cases.push(["count capped: all filters", countSql({ species: "deer", season: "fall", price: { min: 100000 } })]);

  const out: PlanResult[] = [];
  for (const [name, query] of cases) {
    let best: PlanJson | null = null;
    for (let i = 0; i < 3; i++) {
      const p = await explain(db, query);
      if (!best || p["Planning Time"] + p["Execution Time"] < best["Planning Time"] + best["Execution Time"]) best = p;
    }
    out.push({
      name,
      planning: best!["Planning Time"],
      execution: best!["Execution Time"],
      ms: best!["Planning Time"] + best!["Execution Time"],
      topNode: describe(best!.Plan),
    });
  }
  return out;
}
