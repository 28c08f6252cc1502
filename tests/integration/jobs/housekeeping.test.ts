import { afterEach, describe, expect, it, vi } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { db } from "@/db";
import { apiTokens, passwordResetTokens, rateLimits } from "@/db/schema";
import { createHunter } from "@/seed/factories";
import { issueApiToken, revokeApiToken, userForApiToken } from "@/lib/auth/api-tokens";
import { pruneSpentResetTokens } from "@/lib/auth/reset-tokens";
import { resetLinkInfo } from "@/lib/auth/service";
import { sha256 } from "@/lib/auth/secure-token";
import { resetConfigForTests } from "@/lib/config";
import { runJobNow } from "@/lib/jobs/handlers";
import { runHousekeeping } from "@/lib/jobs/housekeeping";
import { QUEUES } from "@/lib/jobs/queues";
import { enforceRateLimit, pruneExpiredRateLimits, rateLimitRowLifetimeSeconds } from "@/lib/rate-limit/service";

const minutesAgo = (m: number) => sql`now() - make_interval(mins => ${m})`;
const keysLeft = async (keys: string[]) =>
  (await db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, keys))).map((r) => r.key).sort();

afterEach(() => {
  vi.useRealTimers();
  delete process.env.RATE_LIMIT_WINDOW_SECONDS;
  process.env.RATE_LIMIT_LOGIN = "1000";
  resetConfigForTests();
});

describe("pruning rate-limit counters", () => {
  it("deletes counters past the longest window kept in rate_limits and leaves live ones counting", async () => {
    // Sign-in limits on a 1-minute window; the message e-mail throttle still needs 15 minutes.
    process.env.RATE_LIMIT_WINDOW_SECONDS = "60";
    process.env.RATE_LIMIT_LOGIN = "3";
    resetConfigForTests();
    expect(rateLimitRowLifetimeSeconds()).toBe(15 * 60);
    await db.insert(rateLimits).values([
      { key: "login:old", count: 9, windowStart: minutesAgo(16) },
      { key: "message-email:1:2", count: 1, windowStart: minutesAgo(10) },
      { key: "login:live", count: 2, windowStart: minutesAgo(0) },
    ]);
    expect(await pruneExpiredRateLimits()).toBe(1);
    expect(await keysLeft(["login:old", "message-email:1:2", "login:live"])).toEqual(["login:live", "message-email:1:2"]);
    // The live counter was not reset by the prune: the third attempt is allowed, the fourth refused.
    await enforceRateLimit("login", "live");
    await expect(enforceRateLimit("login", "live")).rejects.toMatchObject({ status: 429 });
  });

  it("follows a window longer than the e-mail throttle", async () => {
    process.env.RATE_LIMIT_WINDOW_SECONDS = String(2 * 3600);
    resetConfigForTests();
    await db.insert(rateLimits).values([
      { key: "forgot:long-live", count: 1, windowStart: minutesAgo(90) },
      { key: "forgot:long-old", count: 1, windowStart: minutesAgo(121) },
    ]);
    await pruneExpiredRateLimits();
    expect(await keysLeft(["forgot:long-live", "forgot:long-old"])).toEqual(["forgot:long-live"]);
  });

  it("works through a backlog in batches", async () => {
    const keys = Array.from({ length: 7 }, (_, i) => `contact:backlog-${i}`);
    await db.insert(rateLimits).values(keys.map((key) => ({ key, count: 1, windowStart: minutesAgo(60 * 24) })));
    expect(await pruneExpiredRateLimits(3)).toBeGreaterThanOrEqual(7);
    expect(await keysLeft(keys)).toEqual([]);
  });
});

describe("pruning password-reset links", () => {
  it("deletes used and expired links; a live link keeps working", async () => {
    const user = await createHunter({ firstName: "Resetting" });
    const at = (m: number) => new Date(Date.now() + m * 60_000);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: sha256("live-link"), expiresAt: at(30) },
      { userId: user.id, tokenHash: sha256("used-link"), expiresAt: at(30), usedAt: at(-5) },
      { userId: user.id, tokenHash: sha256("expired-link"), expiresAt: at(-1) },
    ]);
    expect(await pruneSpentResetTokens()).toBe(2);
    const left = await db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(left.map((r) => r.hash)).toEqual([sha256("live-link")]);
    expect(await resetLinkInfo("live-link")).toEqual({ firstName: "Resetting" });
    await expect(resetLinkInfo("used-link")).rejects.toMatchObject({ status: 400 });
  });
});

describe("pruning sessions and bearer tokens", () => {
  it("deletes tokens past their lifetime, revoked or not, and keeps the live and the recently revoked", async () => {
    const user = await createHunter();
    const live = await issueApiToken(user.id);
    const revoked = await issueApiToken(user.id);
    await revokeApiToken(revoked);
    const expired = await issueApiToken(user.id, -60_000);
    const expiredRevoked = await issueApiToken(user.id, -60_000);
    await revokeApiToken(expiredRevoked);

    expect(await runHousekeeping()).toMatchObject({ apiTokens: 2 });
    const left = await db.select({ hash: apiTokens.tokenHash }).from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(left.map((r) => r.hash).sort()).toEqual([sha256(live), sha256(revoked)].sort());
    expect((await userForApiToken(live))?.id).toBe(user.id);
    expect(await userForApiToken(revoked)).toBeNull();
    expect(await userForApiToken(expired)).toBeNull();
  });

  it("deletes each row once when instances prune at the same moment", async () => {
    const user = await createHunter();
    await Promise.all(Array.from({ length: 6 }, () => issueApiToken(user.id, -60_000)));
    const runs = await Promise.all([runHousekeeping(), runHousekeeping(), runHousekeeping()]);
    expect(runs.reduce((n, r) => n + r.apiTokens, 0)).toBe(6);
    expect(await db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
  });
});

describe("the housekeeping job", () => {
  it("is scheduled hourly, retried with backoff when it fails", () => {
    expect(QUEUES.housekeeping.cron).toBe("7 * * * *");
    expect(QUEUES.housekeeping).toMatchObject({ retryLimit: 2, retryBackoff: true });
  });

  it("prunes when the job runs", async () => {
    await db.insert(rateLimits).values({ key: "login:tick-old", count: 1, windowStart: minutesAgo(60 * 24) });
    const pruned = await runJobNow(QUEUES.housekeeping.name);
    expect(pruned).toMatchObject({ rateLimits: 1 });
    expect(await keysLeft(["login:tick-old"])).toEqual([]);
  });
});
