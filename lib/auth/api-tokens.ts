import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "@/db";
import { apiTokens, users } from "@/db/schema";
import { config } from "@/lib/config";
import { deleteInBatches, PRUNE_BATCH } from "@/lib/jobs/prune";
import { newSecretToken, sha256 } from "./secure-token";

/** Issues a bearer token for API clients (or a browser session's id); only its hash is stored. */
export async function issueApiToken(userId: number, ttlMs = config().API_TOKEN_TTL_DAYS * 86_400_000): Promise<string> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(apiTokens).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

export async function userForApiToken(token: string) {
  const [row] = await db
    .select({ user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, sha256(token)), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date())))
    .limit(1);
  return row?.user ?? null;
}

export async function revokeApiToken(token: string) {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(eq(apiTokens.tokenHash, sha256(token)));
}

/** Ends every bearer token and browser session of a user (password reset, deactivation). */
export async function revokeAllApiTokens(userId: number) {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

/**
 * Deletes bearer tokens and browser sessions past their lifetime, revoked or not (housekeeping
 * job): neither can sign anyone in again. Revoked ones still within it stay until then.
 */
export async function pruneExpiredApiTokens(batch = PRUNE_BATCH): Promise<number> {
  return deleteInBatches(
    batch,
    (limit) => sql`
    delete from api_tokens where id in (select id from api_tokens where expires_at < now() limit ${limit})`,
  );
}
