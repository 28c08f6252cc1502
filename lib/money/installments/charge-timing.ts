import { RETRY_HOURS } from "./schedule";

/** When the next retry runs after a failure: 24 h and 72 h after the first failure; null once both have passed. */
export function nextRetryAt(firstFailedAt: Date, now: Date): Date | null {
  for (const h of RETRY_HOURS) {
    const at = new Date(firstFailedAt.getTime() + h * 3_600_000);
    if (at > now) return at;
  }
  return null;
}
