import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { cached } from "@/lib/cache/cached";
import { gearTag } from "@/lib/cache/tags";
import { notFound } from "@/lib/http/errors";
import { getPublicOutfitter } from "@/lib/outfitters/public";

export type PublicGearItem = {
  id: number;
  outfitterId: number;
  name: string;
  description: string | null;
  image: string | null;
  amazonUrl: string;
  category: string;
  displayOrder: number;
};

export const GEAR_LIMIT = 200;

async function gearItemsOf(outfitterId: number): Promise<PublicGearItem[]> {
  const rows = await queryRows<{
    id: number;
    outfitter_id: number;
    name: string;
    description: string | null;
    image: string | null;
    amazon_url: string;
    category: string;
    display_order: number;
  }>(
    db,
    sql`SELECT id, outfitter_id, name, description, image, amazon_url, category, display_order
        FROM gear_items WHERE outfitter_id = ${outfitterId}
        ORDER BY display_order, id LIMIT ${GEAR_LIMIT}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    outfitterId: Number(r.outfitter_id),
    name: r.name,
    description: r.description,
    image: r.image,
    amazonUrl: r.amazon_url,
    category: r.category,
    displayOrder: Number(r.display_order),
  }));
}

const cachedGear = (outfitterId: number) => cached(gearItemsOf, ["gear-items"], { tags: [gearTag(outfitterId)] })(outfitterId);

/** A paused outfitter's list is a 404 to the public; the admin, who manages it, and the outfitter still read it. */
export async function getGearList(outfitterId: number, viewer: Pick<CurrentUser, "id" | "role"> | null = null) {
  const outfitter = await getPublicOutfitter(outfitterId);
  const mayReadHidden = viewer !== null && (viewer.role === "admin" || viewer.id === outfitterId);
  if (!outfitter || (!outfitter.isActive && !mayReadHidden)) throw notFound("Outfitter not found");
  return { outfitter, items: await cachedGear(outfitterId) };
}
