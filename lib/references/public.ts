import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";

/** How many past clients are available as references, per outfitter (opted in, account active). */
export async function referenceCounts(ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ outfitter_id: number; n: number }>(
    db,
    sql`SELECT r.outfitter_id, count(*)::int AS n FROM outfitter_references r JOIN users u ON u.id = r.hunter_id
         WHERE r.outfitter_id = ANY(${`{${ids.map((i) => Math.trunc(i)).join(",")}}`}::int[]) AND r.opted_out_at IS NULL AND u.is_active
         GROUP BY r.outfitter_id`,
  );
  return new Map(rows.map((r) => [Number(r.outfitter_id), Number(r.n)]));
}
