import { dbClient } from "@/db";
import { migrateSchema } from "@/db/migrate";
import { backfillPhones } from "@/lib/migrations/phone-e164";

export async function migrateDb() {
  await migrateSchema();
  await backfillPhones(dbClient().db);
}
