import "server-only";
import { pruneExpiredApiTokens } from "@/lib/auth/api-tokens";
import { pruneSpentResetTokens } from "@/lib/auth/reset-tokens";
import { log } from "@/lib/log";
import { pruneExpiredRateLimits } from "@/lib/rate-limit/service";
import { ensurePeriodicJob, startPeriodicJob, type PeriodicJob } from "./periodic";

/** How often each server instance prunes; the first run is a minute after start. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
export const HOUSEKEEPING_FIRST_RUN_MS = 60_000;

export type HousekeepingResult = { rateLimits: number; resetTokens: number; apiTokens: number };

/**
 * Deletes rows that no longer mean anything, so the tables every request reads stay small:
 * rate-limit counters whose window has passed, password-reset links used or expired, and bearer
 * tokens and browser sessions past their lifetime (revoked or not). Each prune is a plain
 * conditional DELETE, so any number of instances may run it at the same time.
 */
export async function runHousekeeping(): Promise<HousekeepingResult> {
  const rateLimits = await pruneExpiredRateLimits();
  const resetTokens = await pruneSpentResetTokens();
  const apiTokens = await pruneExpiredApiTokens();
  return { rateLimits, resetTokens, apiTokens };
}

export function startHousekeeping(opts: { intervalMs?: number; firstRunMs?: number } = {}): PeriodicJob {
  return startPeriodicJob(
    opts.intervalMs ?? HOUSEKEEPING_INTERVAL_MS,
    async () => {
      const pruned = await runHousekeeping();
      if (pruned.rateLimits + pruned.resetTokens + pruned.apiTokens > 0) log.info("housekeeping.pruned", pruned);
    },
    (err) => log.error("housekeeping.failed", { err }),
    opts.firstRunMs ?? HOUSEKEEPING_FIRST_RUN_MS,
  );
}

/** Starts the housekeeping job once per process. */
export function ensureHousekeeping(): PeriodicJob {
  return ensurePeriodicJob("housekeeping", () => startHousekeeping());
}
