import { db as defaultDb, type DbOrTx } from "@/db";
import { outfitterReferences } from "@/db/schema";

/** A hunter opted in as a reference of an outfitter (tests and demo data; the app's door checks the completed booking). */
export async function optInReference(outfitterId: number, hunterId: number, db: DbOrTx = defaultDb, bookingId: number | null = null) {
  const [row] = await db.insert(outfitterReferences).values({ outfitterId, hunterId, bookingId }).returning();
  return row!;
}
