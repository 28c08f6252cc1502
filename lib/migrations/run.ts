import { dbClient } from "@/db";
import { migrateSchema } from "@/db/migrate";
import { backfillPhones } from "@/lib/migrations/phone-e164";

/** The schema migrations, then the data migrations SQL cannot express (phone numbers to E.164). */
export async function migrateDb() {
  await migrateSchema();
  await backfillPhones(dbClient().db);
}
