import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, queryRows, type DbOrTx } from "@/db";
import { expireHunt } from "@/lib/cache/tags";

/**
 * When a departure's start date passes (in the hunt's own time zone), the hunt's availability, next departure and listing change
 * without any write to the hunt: a hunt whose departures have all started leaves search, featured
 * lists and the sitemap (search_rank 0, set by the hunts_search_fields_biu trigger). This recomputes the hunts whose next
 * bookable departure is before today, or still listed with every departure started (two index
 * reads, usually nothing found), and expires their pages. Safe on many
 * instances at once: the recompute only writes rows that differ.
 */
export async function rollOverDepartures(executor: DbOrTx = defaultDb): Promise<{ huntId: number; outfitterId: number }[]> {
  const rows = await queryRows<{ id: number; outfitter_id: number }>(
    executor,
    // Each hunt's day is its own zone's (hunt_today): a zone's day is at most one day past the UTC
    // day, so the index range reads up to tomorrow and the zone decides.
    sql`SELECT id, outfitter_id FROM hunts WHERE next_departure_on <= calendar_today() + 1 AND next_departure_on < hunt_today(time_zone)
        UNION SELECT id, outfitter_id FROM hunts
               WHERE search_rank > 0 AND last_departure_on <= calendar_today() + 1 AND last_departure_on < hunt_today(time_zone)
        ORDER BY id LIMIT 5000`,
  );
  if (rows.length === 0) return [];
  await executor.execute(sql`SELECT hunts_refresh_calendar(${`{${rows.map((r) => r.id).join(",")}}`}::int[])`);
  const changed = rows.map((r) => ({ huntId: Number(r.id), outfitterId: Number(r.outfitter_id) }));
  for (const h of changed) expireHunt(h.huntId, h.outfitterId);
  return changed;
}
