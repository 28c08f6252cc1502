import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db";

export const DELETED_USER_NAME = "Deleted user";
export const ANONYMISED_NAME = "Anonymised";
const ANONYMISED_EMAIL = "anonymised@ridgeline.invalid";

/**
 * Strips bookings to what accounting needs: amounts, dates, status, policy and payment references
 * stay; the hunter's name becomes `name`, and phones, emergency contacts, special requirements and
 * the party members' details go. `which` is a condition on the bookings row `b`; answers the ids changed.
 */
export async function anonymiseBookings(tx: DbOrTx, which: SQL, name: string, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update bookings b set hunter_name = ${name}, hunter_phone = null, hunter_phone_unparsed = false,
          emergency_contact_name = null, emergency_contact_phone = null, emergency_contact_phone_unparsed = false,
          special_requirements = null, anonymised_at = ${now.toISOString()}::timestamptz
        where b.anonymised_at is null and ${which} returning b.id`,
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length) {
    await tx.execute(sql`update booking_party_members set email = ${ANONYMISED_EMAIL}, full_name = null, phone = null,
        emergency_contact_name = null, emergency_contact_phone = null, licence_number = null, invite_token_hash = null
      where booking_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
  return ids;
}
