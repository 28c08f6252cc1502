import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { storedPhoneOrAsEntered } from "@/lib/users/phone";
import { bookings, users } from "@/db/schema";
import type { Db } from "@/db/index";

/** SQL cannot parse phone numbers, so this runs after the SQL migrations: old numbers become E.164, one that does not
 * parse is kept and flagged. It skips flagged and E.164 values, so a second run does nothing. */
const E164 = "^\\+[1-9][0-9]{6,14}(;ext=[0-9]+)?$";
const BATCH = 500;

type Target = { table: PgTable; id: PgColumn; phone: PgColumn; flag: PgColumn; phoneKey: string; flagKey: string };
const TARGETS: Target[] = [
  { table: users, id: users.id, phone: users.phone, flag: users.phoneUnparsed, phoneKey: "phone", flagKey: "phoneUnparsed" },
  {
    table: bookings,
    id: bookings.id,
    phone: bookings.hunterPhone,
    flag: bookings.hunterPhoneUnparsed,
    phoneKey: "hunterPhone",
    flagKey: "hunterPhoneUnparsed",
  },
  {
    table: bookings,
    id: bookings.id,
    phone: bookings.emergencyContactPhone,
    flag: bookings.emergencyContactPhoneUnparsed,
    phoneKey: "emergencyContactPhone",
    flagKey: "emergencyContactPhoneUnparsed",
  },
];

export async function backfillPhones(db: Db): Promise<{ normalized: number; flagged: number }> {
  const result = { normalized: 0, flagged: 0 };
  for (const t of TARGETS) {
    const pending: SQL = and(isNotNull(t.phone), eq(t.flag, false), sql`${t.phone} !~ ${E164}`)!;
    for (;;) {
      const rows = (await db.select({ id: t.id, phone: t.phone }).from(t.table).where(pending).limit(BATCH)) as {
        id: number;
        phone: string;
      }[];
      if (!rows.length) break;
      for (const row of rows) {
        const { phone, unparsed } = storedPhoneOrAsEntered(row.phone);
        // Only while the value is still the one read: a concurrent edit wins.
        await db
          .update(t.table)
          .set({ [t.phoneKey]: phone, [t.flagKey]: unparsed })
          .where(and(eq(t.id, row.id), eq(t.phone, row.phone)));
        if (unparsed) result.flagged++;
        else result.normalized++;
      }
    }
  }
  return result;
}
