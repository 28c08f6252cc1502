import "server-only";
import { and, count, eq } from "drizzle-orm";
import { db } from "@/db";
import { gearItems, users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireGear } from "@/lib/cache/tags";
import { config } from "@/lib/config";
import { notFound } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/auth/require-admin";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { withAffiliateTag, type GearCreateData, type GearUpdateData } from "./schema";

type GearRow = typeof gearItems.$inferSelect;

export function presentGear(row: GearRow) {
  return {
    id: row.id,
    outfitterId: row.outfitterId,
    name: row.name,
    description: row.description,
    image: row.image,
    amazonUrl: row.amazonUrl,
    category: row.category,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Without a display order the item goes last. */
export async function createGearItem(actor: CurrentUser | null, data: GearCreateData) {
  const admin = requireAdmin(actor);
  const [outfitter] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, data.outfitterId), eq(users.role, "outfitter")))
    .limit(1);
  if (!outfitter) throw notFound("Outfitter not found");
  const row = await db.transaction(async (tx) => {
    let displayOrder = data.displayOrder ?? null;
    if (displayOrder == null) {
      const [c] = await tx.select({ n: count() }).from(gearItems).where(eq(gearItems.outfitterId, data.outfitterId));
      displayOrder = Number(c?.n ?? 0) + 1;
    }
    const [inserted] = await tx
      .insert(gearItems)
      .values({
        outfitterId: data.outfitterId,
        name: data.name,
        description: data.description,
        image: data.image,
        amazonUrl: withAffiliateTag(data.amazonUrl, config().AMAZON_AFFILIATE_TAG),
        category: data.category,
        displayOrder,
      })
      .returning();
    await recordAdminAction(tx, admin.id, "gear.create", data.outfitterId, { gearItemId: inserted!.id, name: data.name });
    return inserted!;
  });
  expireGear(row.outfitterId);
  return presentGear(row);
}

export async function updateGearItem(actor: CurrentUser | null, id: number, data: GearUpdateData) {
  const admin = requireAdmin(actor);
  const patch: Partial<typeof gearItems.$inferInsert> = {};
  if (data.name !== undefined) patch.name = data.name;
  if (data.description !== undefined) patch.description = data.description;
  if (data.image !== undefined) patch.image = data.image;
  if (data.amazonUrl !== undefined) patch.amazonUrl = withAffiliateTag(data.amazonUrl, config().AMAZON_AFFILIATE_TAG);
  if (data.category !== undefined) patch.category = data.category;
  if (data.displayOrder !== undefined) patch.displayOrder = data.displayOrder;
  const changed = Object.keys(patch);
  const [row] = changed.length
    ? await db.transaction(async (tx) => {
        const updated = await tx.update(gearItems).set(patch).where(eq(gearItems.id, id)).returning();
        if (updated[0]) await recordAdminAction(tx, admin.id, "gear.update", updated[0].outfitterId, { gearItemId: id, fields: changed });
        return updated;
      })
    : await db.select().from(gearItems).where(eq(gearItems.id, id));
  if (!row) throw notFound("Gear item not found");
  expireGear(row.outfitterId);
  return presentGear(row);
}

export async function deleteGearItem(actor: CurrentUser | null, id: number) {
  const admin = requireAdmin(actor);
  const [row] = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(gearItems)
      .where(eq(gearItems.id, id))
      .returning({ id: gearItems.id, outfitterId: gearItems.outfitterId, name: gearItems.name });
    if (deleted[0]) await recordAdminAction(tx, admin.id, "gear.delete", deleted[0].outfitterId, { gearItemId: id, name: deleted[0].name });
    return deleted;
  });
  if (!row) throw notFound("Gear item not found");
  expireGear(row.outfitterId);
  return { message: "Gear item deleted", id: row.id };
}
