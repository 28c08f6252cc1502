import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { outfitterStatedFigures } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { expireOutfitter } from "@/lib/cache/tags";
import { requireOutfitter } from "@/lib/credentials/documents";
import type { StatedFigureInput } from "./schema";

/** The outfitter's own success rate ("Outfitter's figure"); null takes it down. */
export async function setStatedFigure(user: CurrentUser | null, input: StatedFigureInput): Promise<StatedFigureInput> {
  const o = requireOutfitter(user);
  if (input.harvestRatePct === null) await db.delete(outfitterStatedFigures).where(eq(outfitterStatedFigures.outfitterId, o.id));
  else {
    await db
      .insert(outfitterStatedFigures)
      .values({ outfitterId: o.id, harvestRatePct: input.harvestRatePct })
      .onConflictDoUpdate({ target: outfitterStatedFigures.outfitterId, set: { harvestRatePct: input.harvestRatePct } });
  }
  expireOutfitter(o.id);
  return input;
}

export async function getStatedFigure(user: CurrentUser | null): Promise<StatedFigureInput> {
  const o = requireOutfitter(user);
  const [row] = await db.select().from(outfitterStatedFigures).where(eq(outfitterStatedFigures.outfitterId, o.id)).limit(1);
  return { harvestRatePct: row?.harvestRatePct ?? null };
}
