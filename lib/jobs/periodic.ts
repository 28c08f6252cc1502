/** A background job each server instance runs on a timer (started from instrumentation.ts). */
export type PeriodicJob = { stop: () => void; tick: () => Promise<void> };

/**
 * Runs `run` every `intervalMs` (and once `firstRunMs` after start, when given). A run never
 * overlaps the previous one (a tick during a run answers that run), a failure goes to `onError`
 * and the next tick tries again, and the timers are unref'd so they never keep the process alive.
 */
export function startPeriodicJob(
  intervalMs: number,
  run: () => Promise<void>,
  onError: (err: unknown) => void,
  firstRunMs?: number,
): PeriodicJob {
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
  const first = firstRunMs === undefined ? undefined : setTimeout(() => void tick(), firstRunMs);
  first?.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
    tick,
  };
}

/** Starts a job once per process under `name` (instrumentation can run again, e.g. in development). */
export function ensurePeriodicJob(name: string, start: () => PeriodicJob): PeriodicJob {
  const jobs = ((globalThis as { [k: symbol]: Map<string, PeriodicJob> | undefined })[Symbol.for("ridgeline.periodicJobs")] ??= new Map());
  let job = jobs.get(name);
  if (!job) jobs.set(name, (job = start()));
  return job;
}
