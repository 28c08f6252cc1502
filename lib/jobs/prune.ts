import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, queryRows } from "@/db";

/** Rows one delete statement removes at most, so a large backlog never holds locks for long. */
export const PRUNE_BATCH = 5_000;

/**
 * Runs `statement(limit)` (a DELETE of at most `limit` rows, chosen by a sub-select) until a round
 * deletes fewer than `limit`; answers the rows deleted. Instances pruning at the same moment only
 * delete rows once: a row another statement already deleted is skipped.
 */
export async function deleteInBatches(limit: number, statement: (limit: number) => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ one: number }>(db, sql`${statement(limit)} returning 1 as one`);
    total += rows.length;
    if (rows.length < limit) return total;
  }
}
