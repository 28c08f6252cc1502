import "server-only";
import { ensurePeriodicJob, startPeriodicJob, type PeriodicJob } from "@/lib/jobs/periodic";
import { config } from "@/lib/config";
import { log } from "@/lib/log";
import { deliverDueEmails } from "./delivery";

/** How often each serving instance looks for e-mails due for another attempt. */
export const EMAIL_DELIVERY_INTERVAL_MS = 30_000;

export function startEmailDelivery(opts: { intervalMs?: number } = {}): PeriodicJob {
  return startPeriodicJob(
    opts.intervalMs ?? EMAIL_DELIVERY_INTERVAL_MS / config().EMAIL_RETRY_SCALE,
    async () => {
      const r = await deliverDueEmails();
      if (r.sent + r.retrying + r.failed > 0) log.info("email.retries", r);
    },
    (err) => log.error("email.retries_failed", { err }),
  );
}

/** Starts the delivery worker once per process (it does nothing without RESEND_API_KEY). */
export function ensureEmailDelivery(): PeriodicJob {
  return ensurePeriodicJob("email-delivery", () => startEmailDelivery());
}
