import "server-only";
import { and, asc, eq, like } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import { config } from "@/lib/config";
import { DEMO_PASSWORD } from "./demo-password";

export { DEMO_PASSWORD };
export const DEMO_DOMAIN = "@ridgeline.test";

export type DemoAccount = { id: number; email: string; firstName: string; lastName: string; role: "hunter" | "outfitter" | "admin" };

/** Only on the embedded demo database: a production database has no demo accounts and shows no credentials. */
export async function demoAccounts(perRole = 2): Promise<DemoAccount[]> {
  if (!config().embedded) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.isActive, true), like(users.email, `%${DEMO_DOMAIN}`)))
    .orderBy(asc(users.id));
  const order = ["admin", "outfitter", "hunter"] as const;
  return order.flatMap((role) => rows.filter((r) => r.role === role).slice(0, perRole));
}
