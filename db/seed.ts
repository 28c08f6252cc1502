import { sql } from "drizzle-orm";
import { db, queryRows } from "./index";

/** Seeds demo data when the users table is empty (placeholder until the demo data lands). */
export async function seedIfEmpty() {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (Number(row?.n ?? 0) > 0) return false;
  await seedDemoData();
  return true;
}

export async function seedDemoData() {
  const { createAdmin, createHunter, createOutfitter } = await import("./factories");
  await createAdmin({ email: "admin@ridgeline.test", firstName: "Avery", lastName: "Admin" });
  await createOutfitter({ email: "outfitter@ridgeline.test", firstName: "Cody", lastName: "Wells", isTopTier: true });
  await createHunter({ email: "hunter@ridgeline.test", firstName: "Hannah", lastName: "Reed" });
}
