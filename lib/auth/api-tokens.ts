import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "@/db";
import { apiTokens, users } from "@/db/schema";
import { config } from "@/lib/config";
import { deleteInBatches, PRUNE_BATCH } from "@/lib/jobs/prune";
import { newSecretToken, sha256 } from "./secure-token";

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

/** Browser sessions are API tokens too, so this signs the user out everywhere. */
export async function revokeAllApiTokens(userId: number) {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

/** Past its lifetime a token, revoked or not, can sign nobody in again. */
export async function pruneExpiredApiTokens(batch = PRUNE_BATCH): Promise<number> {
  return deleteInBatches(
    batch,
    (limit) => sql`
    delete from api_tokens where id in (select id from api_tokens where expires_at < now() limit ${limit})`,
  );
}
