/** A background job each server instance runs on a timer (started from instrumentation.ts). */
export type PeriodicJob = { stop: () => void; tick: () => Promise<void> };

/**
 * Runs `run` every `intervalMs`. A run never overlaps the previous one (a tick during a run
 * answers that run), a failure goes to `onError` and the next tick tries again, and the timer is
 * unref'd so it never keeps the process alive.
 */
export function startPeriodicJob(intervalMs: number, run: () => Promise<void>, onError: (err: unknown) => void): PeriodicJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}

/** Starts a job once per process under `name` (instrumentation can run again, e.g. in development). */
export function ensurePeriodicJob(name: string, start: () => PeriodicJob): PeriodicJob {
  const jobs = ((globalThis as { [k: symbol]: Map<string, PeriodicJob> | undefined })[Symbol.for("ridgeline.periodicJobs")] ??= new Map());
  let job = jobs.get(name);
  if (!job) jobs.set(name, (job = start()));
  return job;
}
