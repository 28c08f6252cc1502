import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db";

// Asks the database (location_time_zone), so a hunt whose location is written in this transaction gets the same reading.
export async function timeZoneOfLocation(tx: DbOrTx, location: string): Promise<string> {
  const [row] = await queryRows<{ zone: string }>(tx, sql`SELECT location_time_zone(${location}::text) AS zone`);
  return row?.zone ?? "UTC";
}
