import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { tagCalendarTokens } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { newSecretToken, sha256 } from "@/lib/auth/secure-token";
import { forbidden } from "@/lib/http/errors";
import { siteUrl } from "@/lib/seo/site-url";

export const feedUrlOf = (token: string) => `${siteUrl()}/api/calendar/${token}.ics`;

/**
 * A new private feed address for the hunter's deadlines; the previous one stops working at once.
 * Only the hash is kept, so the address is shown once, when made.
 */
export async function resetCalendarToken(user: CurrentUser): Promise<{ url: string }> {
  if (user.role !== "hunter") throw forbidden("Only hunters have a deadline calendar");
  const token = newSecretToken();
  await db
    .insert(tagCalendarTokens)
    .values({ hunterId: user.id, tokenHash: sha256(token) })
    .onConflictDoUpdate({ target: tagCalendarTokens.hunterId, set: { tokenHash: sha256(token), createdAt: new Date() } });
  return { url: feedUrlOf(token) };
}

export async function hunterOfCalendarToken(token: string): Promise<number | null> {
  const [row] = await db
    .select({ hunterId: tagCalendarTokens.hunterId })
    .from(tagCalendarTokens)
    .where(eq(tagCalendarTokens.tokenHash, sha256(token)));
  return row?.hunterId ?? null;
}

export async function hasCalendarToken(hunterId: number): Promise<boolean> {
  return (
    (await db.select({ id: tagCalendarTokens.hunterId }).from(tagCalendarTokens).where(eq(tagCalendarTokens.hunterId, hunterId))).length > 0
  );
}
