import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db";

/**
 * The time zone the database reads from a location (location_time_zone, drizzle/0032): the one
 * reading of a place, for a hunt whose location is being written in the same transaction.
 */
export async function timeZoneOfLocation(tx: DbOrTx, location: string): Promise<string> {
  const [row] = await queryRows<{ zone: string }>(tx, sql`SELECT location_time_zone(${location}::text) AS zone`);
  return row?.zone ?? "UTC";
}
