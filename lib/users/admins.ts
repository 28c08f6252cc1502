import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";

export type AdminContact = { id: number; firstName: string; lastName: string };

/** The active admins, oldest account first, so "the first admin" is stable. Names only: no e-mail. */
export async function listAdmins(): Promise<AdminContact[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}
