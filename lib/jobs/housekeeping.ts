import "server-only";
import { pruneExpiredApiTokens } from "@/lib/auth/api-tokens";
import { pruneSpentResetTokens } from "@/lib/auth/reset-tokens";
import { pruneExpiredRateLimits } from "@/lib/rate-limit/service";
import { pruneOldPriceDrops } from "@/lib/price-drops/run";
import { pruneExpiredDataExports } from "@/lib/privacy/export";

export type HousekeepingResult = { rateLimits: number; resetTokens: number; apiTokens: number; priceDrops: number; dataExports: number };

/**
 * Deletes rows that no longer mean anything, so the tables every request reads stay small:
 * rate-limit counters whose window has passed, password-reset links used or expired, and bearer
 * tokens and browser sessions past their lifetime (revoked or not), hunts' price drops over 30 days old, and data exports past their 24 h link. Each prune is a plain
 * conditional DELETE, so any number of instances may run it at the same time.
 */
export async function runHousekeeping(): Promise<HousekeepingResult> {
  const rateLimits = await pruneExpiredRateLimits();
  const resetTokens = await pruneSpentResetTokens();
  const apiTokens = await pruneExpiredApiTokens();
  const priceDrops = await pruneOldPriceDrops();
  const dataExports = await pruneExpiredDataExports();
  return { rateLimits, resetTokens, apiTokens, priceDrops, dataExports };
}
