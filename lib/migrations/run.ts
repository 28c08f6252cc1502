import { dbClient } from "@/db";
import { migrateSchema } from "@/db/migrate";
import { backfillPhones } from "@/lib/migrations/phone-e164";

/** drizzle/'s migrations, the data migrations SQL cannot express, then the job engine's own schema and queues. */
export async function migrateDb() {
  await migrateSchema();
  await backfillPhones(dbClient().db);
  const { ensureJobSchema } = await import("@/lib/jobs/engine");
  await ensureJobSchema();
}
