import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";

export type AdminContact = { id: number; firstName: string; lastName: string };

/** Ordered by id so that "the first admin" is stable; names only, no e-mail. */
export async function listAdmins(): Promise<AdminContact[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}
