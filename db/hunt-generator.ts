import { getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "./index";
import { createRng } from "./prng";
import { hunts } from "./schema";
import { buildHunt, type HuntValues } from "./seed-data/hunt-theme";
import { ALL_THEMES } from "./seed-data/themes";

export type GenerateHuntsOptions = {
  count: number;
  /** Hunts are spread over these outfitters (round robin). */
  outfitterIds: number[];
  seed?: number;
  /** Rows per INSERT statement (default 1,000). */
  batchSize?: number;
  /** INSERT statements in flight at once (default 2; PGlite runs them one after another anyway). */
  concurrency?: number;
  now?: Date;
};

const DAY = 86_400_000;

/** Every hunts column but the identity, as [property, column name, SQL type], read from the schema. */
const COLUMNS = Object.entries(getTableColumns(hunts))
  .filter(([key]) => key !== "id")
  .map(([key, col]) => [key as keyof HuntValues, col.name, col.getSQLType()] as const);
const INSERT_COLUMNS = sql.raw(COLUMNS.map(([, name]) => `"${name}"`).join(", "));
const RECORD_TYPE = sql.raw(COLUMNS.map(([, name, type]) => `"${name}" ${type}`).join(", "));

/**
 * Bulk-inserts `count` realistic hunts (the same themes as the demo data: titles, descriptions,
 * species, locations, prices, discounts, dates) for benchmarks and load tests. Each batch of
 * `batchSize` rows is one INSERT ... SELECT FROM json_to_recordset($1) with a single JSON
 * parameter: building a 1,000-row parameter list through the query builder costs more than the
 * insert itself. A couple of batches are in flight, no RETURNING. About 5% are inactive, 1% featured.
 * Deterministic for a given seed and `now`. Returns the number of rows inserted.
 */
export async function generateHunts(db: DbOrTx, opts: GenerateHuntsOptions): Promise<number> {
  const { count, outfitterIds } = opts;
  if (!Number.isInteger(count) || count < 0) throw new Error("generateHunts: count must be a non-negative integer");
  if (count > 0 && outfitterIds.length === 0) throw new Error("generateHunts: at least one outfitter id is required");
  const rng = createRng(opts.seed ?? 1);
  const now = opts.now ?? new Date();
  const batchSize = Math.max(1, Math.min(opts.batchSize ?? 1000, 2500));
  const concurrency = Math.max(1, opts.concurrency ?? 2);

  const makeBatch = (start: number): HuntValues[] => {
    const rows: HuntValues[] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i++) {
      const theme = ALL_THEMES[rng.int(0, ALL_THEMES.length - 1)]!;
      const row = buildHunt(rng, theme, outfitterIds[i % outfitterIds.length]!, { now });
      const created = new Date(now.getTime() - rng.int(0, 730) * DAY - rng.int(0, 86_399) * 1000);
      row.isActive = !rng.chance(0.05);
      row.featured = row.isActive && rng.chance(0.01);
      row.createdAt = created;
      row.updatedAt = created;
      rows.push(row);
    }
    return rows;
  };

  const insertBatch = (rows: HuntValues[]) => {
    const json = JSON.stringify(rows.map((r) => Object.fromEntries(COLUMNS.map(([key, name]) => [name, r[key] ?? null]))));
    return db.execute(sql`insert into hunts (${INSERT_COLUMNS}) select ${INSERT_COLUMNS} from json_to_recordset(${json}::json) as r(${RECORD_TYPE})`);
  };

  let next = 0;
  let inserted = 0;
  const worker = async () => {
    while (next < count) {
      const rows = makeBatch(next);
      next += rows.length;
      await insertBatch(rows);
      inserted += rows.length;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.ceil(count / batchSize)) }, worker));
  return inserted;
}
