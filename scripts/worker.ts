/**
 * `npm run worker`: the job worker as its own process (lib/jobs/worker.ts), for deployments that
 * run `next start` with JOBS_IN_WEB=off, or that want more workers than web instances. On the
 * embedded database it migrates first, as `next start` does; on PostgreSQL run db:migrate first.
 * SIGTERM/SIGINT stop it gracefully: running jobs get a few seconds to finish, and a job cut off
 * is retried by another worker once its run expires.
 */
import { config } from "../lib/config";

const cfg = config();
if (cfg.embedded) {
  const { migrateDb } = await import("../lib/migrations/run");
  await migrateDb();
}
const { ensureJobWorker, stopJobWorker } = await import("../lib/jobs/worker");
await ensureJobWorker();
console.log(`Job worker running (${cfg.embedded ? "embedded PGlite" : "PostgreSQL"}).`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopJobWorker();
  const { closeDb } = await import("../db/index");
  await closeDb();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
