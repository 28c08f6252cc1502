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
  const { createAdmin, createHunt, createHunter, createOutfitter } = await import("./factories");
  await createAdmin({ email: "admin@ridgeline.test", firstName: "Avery", lastName: "Admin" });
  const cody = await createOutfitter({ email: "outfitter@ridgeline.test", firstName: "Cody", lastName: "Wells", isTopTier: true });
  // Minimal hunts for the discovery pages until the full demo data (db/seed.ts of the demo-seed work) lands.
  await createHunt({ outfitterId: cody.id, title: "Bugling Bull Elk in the Bitterroot", species: ["elk/wapiti"], featured: true });
  await createHunt({ outfitterId: cody.id, title: "Spring Black Bear over Bait", species: ["black bear"], location: "Alberta, Canada", priceCents: 320000, originalPriceCents: 400000, isDiscounted: true, discountType: "percentage", discountValue: 2000, dates: "May 5 - May 11, 2027", featured: true });
  await createHunter({ email: "hunter@ridgeline.test", firstName: "Hannah", lastName: "Reed" });
}
