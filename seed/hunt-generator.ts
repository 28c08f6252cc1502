import { getTableColumns, sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/index";
import { createRng } from "./prng";
import { hunts } from "@/db/schema";
import { buildHunt, type HuntValues } from "./data/hunt-theme";
import { calendarOf, planDepartures, type PlannedDeparture } from "./data/departures";
import { ALL_THEMES } from "./data/themes";

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

/** Every hunts column but the identity and the generated ones, as [property, column name, SQL type], read from the schema. */
const COLUMNS = Object.entries(getTableColumns(hunts))
  .filter(([key, col]) => key !== "id" && !col.generated)
  .map(([key, col]) => [key as keyof HuntValues, col.name, col.getSQLType()] as const);
const INSERT_COLUMNS = sql.raw(COLUMNS.map(([, name]) => `"${name}"`).join(", "));
const RECORD_TYPE = sql.raw(COLUMNS.map(([, name, type]) => `"${name}" ${type}`).join(", "));

/**
 * Bulk-inserts `count` realistic hunts (the same themes as the demo data: titles, descriptions,
 * species, locations, prices, discounts, dates) for benchmarks and load tests. Each batch of
 * `batchSize` rows is one INSERT ... SELECT FROM json_to_recordset($1) with a single JSON
 * parameter: building a 1,000-row parameter list through the query builder costs more than the
 * insert itself. A couple of batches are in flight. About 5% are inactive, 1% featured. Each hunt
 * has 3–8 departures over the next 18 months (seed/data/departures.ts), inserted after its
 * batch; the hunt rows already carry what the triggers derive from them, so the departures'
 * trigger finds nothing to update. Deterministic for a given seed and `now`. Returns the number
 * of rows inserted.
 */
export async function generateHunts(db: DbOrTx, opts: GenerateHuntsOptions): Promise<number> {
  const { count, outfitterIds } = opts;
  if (!Number.isInteger(count) || count < 0) throw new Error("generateHunts: count must be a non-negative integer");
  if (count > 0 && outfitterIds.length === 0) throw new Error("generateHunts: at least one outfitter id is required");
  const rng = createRng(opts.seed ?? 1);
  const tripRng = createRng((opts.seed ?? 1) * 7919 + 17);
  const now = opts.now ?? new Date();
  const batchSize = Math.max(1, Math.min(opts.batchSize ?? 1000, 2500));
  const concurrency = Math.max(1, opts.concurrency ?? 2);

  const makeBatch = (start: number): { rows: HuntValues[]; trips: PlannedDeparture[][] } => {
    const rows: HuntValues[] = [];
    const trips: PlannedDeparture[][] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i++) {
      const theme = ALL_THEMES[rng.int(0, ALL_THEMES.length - 1)]!;
      const row = buildHunt(rng, theme, outfitterIds[i % outfitterIds.length]!, { now });
      const created = new Date(now.getTime() - rng.int(0, 730) * DAY - rng.int(0, 86_399) * 1000);
      row.isActive = !rng.chance(0.05);
      row.featured = row.isActive && rng.chance(0.01);
      row.createdAt = created;
      row.updatedAt = created;
      const departures = planDepartures(tripRng, { now, durationDays: row.durationDays, groupSize: row.groupSize });
      Object.assign(row, calendarOf(departures, now));
      row.cancellationPolicy = (["flexible", "moderate", "strict"] as const)[tripRng.int(0, 2)];
      row.depositPercent = 100; // drawn from no generator, so every other value stays the same
      rows.push(row);
      trips.push(departures);
    }
    return { rows, trips };
  };

  const insertBatch = async ({ rows, trips }: { rows: HuntValues[]; trips: PlannedDeparture[][] }) => {
    const json = JSON.stringify(rows.map((r) => Object.fromEntries(COLUMNS.map(([key, name]) => [name, r[key] ?? null]))));
    // RETURNING gives the ids in the order the rows were read from the JSON array.
    const ids = await queryRows<{ id: number }>(
      db,
      sql`insert into hunts (${INSERT_COLUMNS}) select ${INSERT_COLUMNS} from json_to_recordset(${json}::json) as r(${RECORD_TYPE}) returning id`,
    );
    const departures = JSON.stringify(
      trips.flatMap((list, i) =>
        list.map((d) => ({
          hunt_id: Number(ids[i]!.id),
          start_date: d.startDate,
          end_date: d.endDate,
          spots: d.spots,
          spots_left: d.spotsLeft,
        })),
      ),
    );
    await db.execute(sql`insert into hunt_departures (hunt_id, start_date, end_date, spots, spots_left)
      select hunt_id, start_date, end_date, spots, spots_left from json_to_recordset(${departures}::json) as d(hunt_id int, start_date date, end_date date, spots int, spots_left int)`);
  };

  let next = 0;
  let inserted = 0;
  const worker = async () => {
    while (next < count) {
      const batch = makeBatch(next);
      next += batch.rows.length;
      await insertBatch(batch);
      inserted += batch.rows.length;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.ceil(count / batchSize)) }, worker));
  return inserted;
}
