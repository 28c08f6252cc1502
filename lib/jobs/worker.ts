import "server-only";
import { log } from "@/lib/log";
import { startJobWorker, type JobWorker, type WorkerOptions } from "./engine";
import { JOB_HANDLERS } from "./handlers";

const holder = globalThis as { __ridgelineJobWorker?: Promise<JobWorker> };

/**
 * Starts this process's job worker once (instrumentation can run again in development): the
 * in-web worker of every `next start` unless JOBS_IN_WEB=off, and `npm run worker`.
 */
export function ensureJobWorker(opts: Partial<WorkerOptions> = {}): Promise<JobWorker> {
  holder.__ridgelineJobWorker ??= startJobWorker({
    handlers: JOB_HANDLERS,
    ...opts,
  }).then((w) => {
    log.info("jobs.worker_started", {});
    return w;
  });
  holder.__ridgelineJobWorker.catch((err: unknown) => {
    log.error("jobs.worker_start_failed", { err });
    holder.__ridgelineJobWorker = undefined;
  });
  return holder.__ridgelineJobWorker;
}

/** Stops this process's worker, letting running jobs finish for a few seconds. */
export async function stopJobWorker() {
  const w = holder.__ridgelineJobWorker;
  holder.__ridgelineJobWorker = undefined;
  if (w) await (await w.catch(() => undefined))?.stop();
}
