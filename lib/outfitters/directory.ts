import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { unauthorized } from "@/lib/http/errors";

export async function listActiveOutfitters(actor: CurrentUser | null) {
  if (!actor) throw unauthorized();
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      isTopTier: sql<boolean>`${users.isTopTier} and not ${users.reliabilityPenalized}`,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(and(eq(users.role, "outfitter"), eq(users.isApproved, true), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.id));
}
