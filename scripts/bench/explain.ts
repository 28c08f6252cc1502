import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { queryRows, type Db, type DbOrTx } from "../../db";
import { searchSql } from "../../lib/hunts/search";
import { COUNT_CAP, countSql } from "../../lib/hunts/search-count";
import type { HuntFilters, PageKey } from "../../lib/hunts/search-schema";
import { filterConditions } from "../../lib/hunts/search";
import { sortedSearchSql, type SortedSort } from "../../lib/hunts/search-sorted";
import { similarHuntKeysSql } from "../../lib/hunts/similar";

const dayIso = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export type PlanResult = { name: string; ms: number; planning: number; execution: number; topNode: string };

type PlanJson = {
  Plan: { "Node Type": string; "Index Name"?: string; "Actual Rows": number };
  "Planning Time": number;
  "Execution Time": number;
};

async function explain(db: DbOrTx, query: SQL): Promise<PlanJson> {
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

type Step = { plan: PlanJson; rows: number };

async function best(db: Db, query: SQL): Promise<Step> {
  let top: PlanJson | null = null;
  for (let i = 0; i < 3; i++) {
    const p = await explain(db, query);
    if (!top || p["Planning Time"] + p["Execution Time"] < top["Planning Time"] + top["Execution Time"]) top = p;
  }
  return { plan: top!, rows: top!.Plan["Actual Rows"] };
}

/** A bench-made value as an SQL literal (the bench's own filters, never user input). */
function literal(v: unknown): string {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "number") return String(v);
  return `'${String(v).replace(/'/g, "''")}'`;
}

/**
 * A step the app runs as a prepared statement (lib/hunts/search.ts, keySlots), measured the same
 * way: PREPAREd on a connection that forces generic plans, as the app's prepared-statement pool
 * does (db/index.ts), run six times, then EXPLAIN ANALYZE EXECUTE, best of 3.
 */
async function bestPrepared(db: Db, query: SQL): Promise<Step> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw("SET LOCAL plan_cache_mode = force_generic_plan"));
    await tx.execute(sql.raw(`PREPARE bench_step AS ${text}`));
    const exec = sql.raw(`EXECUTE bench_step(${params.map(literal).join(", ")})`);
    for (let i = 0; i < 6; i++) await tx.execute(exec);
    let top: PlanJson | null = null;
    for (let i = 0; i < 3; i++) {
      const p = await explain(tx, exec);
      if (!top || p["Planning Time"] + p["Execution Time"] < top["Planning Time"] + top["Execution Time"]) top = p;
    }
    await tx.execute(sql.raw("DEALLOCATE bench_step"));
    return { plan: top!, rows: top!.Plan["Actual Rows"] };
  });
}

type Steps = {
  prepared: boolean;
  head: SQL;
  boundary: SQL | null;
  tail: (wanted: number, boundary: PageKey) => SQL;
  enough: (headResult: number) => boolean;
  wanted: (headResult: number) => number;
};

/** EXPLAIN ANALYZEs the steps the code runs for one search: head, and boundary + tail when needed. */
async function explainSteps(db: Db, name: string, s: Steps): Promise<PlanResult> {
  const measure = (q: SQL) => (s.prepared ? bestPrepared(db, q) : best(db, q));
  const steps: Step[] = [await measure(s.head)];
  const headResult = await headValue(db, s.head);
  if (!s.enough(headResult) && s.boundary) {
    steps.push(await measure(s.boundary));
    const [edge] = await queryRows<{ search_rank: number; id: number }>(db, s.boundary);
    if (edge) steps.push(await best(db, s.tail(s.wanted(headResult), { rank: Number(edge.search_rank), id: Number(edge.id) })));
  }
  const planning = steps.reduce((a, x) => a + x.plan["Planning Time"], 0);
  const execution = steps.reduce((a, x) => a + x.plan["Execution Time"], 0);
  return {
    name,
    planning,
    execution,
    ms: planning + execution,
    topNode: steps.map((x) => `${(x.plan["Planning Time"] + x.plan["Execution Time"]).toFixed(1)} ms ${describe(x.plan.Plan)}`).join(" → "),
  };
}

/** Rows a page head returns, or the n a count head returns. */
async function headValue(db: Db, head: SQL): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(db, head);
  return rows.length === 1 && "n" in rows[0]! ? Number(rows[0]!.n) : rows.length;
}

/** Every search the API can run, EXPLAIN ANALYZEd warm (best of 3 per step): planning + execution. */
export async function explainSearches(db: Db, opts: { outfitterId: number; midKey: PageKey }): Promise<PlanResult[]> {
  const LIMIT = 24;
  const cases: [string, HuntFilters, PageKey?][] = [
    ["unfiltered first page", {}],
    ["species=elk", { species: "elk" }],
    ["species=deer (family)", { species: "deer" }],
    ["location=montana", { location: "montana" }],
    ["location=usa (broad)", { location: "usa" }],
    ["location=ka (2 letters)", { location: "ka" }],
    ["location=montana elk (every word)", { location: "montana elk" }],
    ["location=scotland (place and demonym)", { location: "scotland" }],
    ["location=uk (country and its parts)", { location: "uk" }],
    ["location=elk + a month (typed date)", { location: "elk", from: dayIso(60), to: dayIso(90) }],
    ["dates=september", { dates: "september" }],
    ["price 2000–5000", { price: { min: 200000, max: 500000 } }],
    ["price 39000+ (rare)", { price: { min: 3900000 } }],
    ["difficulty=extreme", { difficulty: "extreme" }],
    ["duration 15+", { duration: { min: 15 } }],
    ["season=winter", { season: "winter" }],
    ["weapons=crossbow", { weapons: ["crossbow"] }],
    ["outfitterId", { outfitterId: opts.outfitterId }],
    [
      "all filters combined",
      {
        location: "a",
        species: "deer",
        dates: "20",
        price: { min: 100000, max: 2000000 },
        difficulty: "moderate",
        duration: { min: 2, max: 14 },
        season: "fall",
        weapons: ["rifle", "bow"],
      },
    ],
    ["no match (species=unicorn)", { species: "unicorn" }],
    ["deep page (keyset, middle)", {}, opts.midKey],
    ["from/to (a month)", { from: dayIso(60), to: dayIso(90) }],
    ["from/to (a week)", { from: dayIso(100), to: dayIso(107) }],
    ["from/to (a day, a year ahead: sparse)", { from: dayIso(365), to: dayIso(365) }],
    ["partySize=4", { partySize: 4 }],
    ["location=montana + a month", { location: "montana", from: dayIso(60), to: dayIso(90) }],
    ["species=elk + a month", { species: "elk", from: dayIso(60), to: dayIso(90) }],
    ["maxAllIn=6000", { maxAllIn: 600000 }],
    ["licenceIncluded + noTrophyFees", { licenceIncluded: true, noTrophyFees: true }],
    ["species=elk + maxAllIn=8000", { species: "elk", maxAllIn: 800000 }],
  ];
  const out: PlanResult[] = [];
  for (const [name, f, key] of cases) {
    const q = searchSql(f, { limit: LIMIT, cursor: key });
    out.push(
      await explainSteps(db, `page: ${name}`, {
        prepared: q.prepared,
        head: q.head,
        boundary: q.boundary,
        tail: (wanted, b) => searchSql(f, { limit: LIMIT, cursor: key }, b).tail(wanted),
        enough: (n) => n > LIMIT,
        wanted: (n) => LIMIT + 1 - n,
      }),
    );
  }
  // Other orders: one statement each (lib/hunts/search-sorted.ts).
  const sorted: [string, SortedSort, HuntFilters][] = [
    ["sort=price_asc", "price_asc", {}],
    ["sort=price_desc", "price_desc", {}],
    ["sort=soonest", "soonest", {}],
    ["sort=rating", "rating", {}],
    ["sort=newest", "newest", {}],
    ["species=elk + a month + soonest", "soonest", { species: "elk", from: dayIso(60), to: dayIso(90) }],
    ["price 2000–8000 + party 2 + price_asc", "price_asc", { price: { min: 200000, max: 800000 }, partySize: 2 }],
    ["sort=all_in_asc", "all_in_asc", {}],
    ["maxAllIn=6000 + all_in_asc", "all_in_asc", { maxAllIn: 600000 }],
  ];
  for (const [name, sort, f] of sorted) {
    const q = sortedSearchSql(filterConditions(f), sort, { limit: LIMIT });
    out.push(
      await explainSteps(db, `page: ${name}`, {
        prepared: false,
        head: q.query,
        boundary: null,
        tail: () => q.query,
        enough: () => true,
        wanted: () => 0,
      }),
    );
  }
  const counts: [string, HuntFilters][] = [
    ["from/to (a month)", { from: dayIso(60), to: dayIso(90) }],
    ["partySize=4", { partySize: 4 }],
    ["unfiltered", {}],
    ["species=elk", { species: "elk" }],
    ["location=montana", { location: "montana" }],
    ["species=unicorn", { species: "unicorn" }],
    ["weapons=crossbow", { weapons: ["crossbow"] }],
    ["all filters", { species: "deer", season: "fall", price: { min: 100000 }, location: "a" }],
    ["species + facets + price", { species: "deer", season: "fall", difficulty: "moderate", price: { min: 100000, max: 2000000 } }],
    ["season + difficulty + price", { season: "summer", difficulty: "extreme", price: { min: 3000000 } }],
    ["species + location=montana (sparse)", { species: "bear", location: "montana" }],
  ];
  for (const [name, f] of counts) {
    const q = countSql(f, COUNT_CAP);
    out.push(
      await explainSteps(db, `count (cap ${COUNT_CAP}): ${name}`, {
        prepared: q.prepared,
        head: q.head,
        boundary: q.boundary,
        tail: (wanted, b) => countSql(f, COUNT_CAP, b).tail(wanted),
        enough: (n) => n > COUNT_CAP,
        wanted: (n) => COUNT_CAP + 1 - n,
      }),
    );
  }
  out.push(...(await explainSimilar(db)));
  return out;
}

/** Similar hunts (issue 50), the query a hunt page miss adds: a Montana elk hunt, and the same hunt in a region with no match. */
async function explainSimilar(db: Db): Promise<PlanResult[]> {
  const [h] = await queryRows<{ id: number; species: string[] | string; location: string; price_cents: number }>(
    db,
    sql`SELECT id, species, location, price_cents FROM hunts WHERE search_rank > 0 AND location_lower LIKE '%montana%' ORDER BY id LIMIT 1`,
  );
  if (!h) return [];
  const species = Array.isArray(h.species) ? h.species : String(h.species).replace(/^{|}$/g, "").split(",");
  const out: PlanResult[] = [];
  for (const [name, location] of [
    ["similar hunts: Montana (dense)", h.location],
    ["similar hunts: a region with no match", "Nowhere Creek, Atlantis"],
  ] as const) {
    const q = similarHuntKeysSql({ id: Number(h.id), species, location, priceCents: Number(h.price_cents) })!;
    const step = { prepared: false, head: q, boundary: null, tail: () => q, enough: () => true, wanted: () => 0 };
    out.push(await explainSteps(db, name, step));
  }
  return out;
}
