// POST /api/test/jobs/{name} — runs one scheduled job now (an alert run, the waitlist sweep); only when E2E_TEST_HOOKS=1 (browser tests).
import { config } from "@/lib/config";
import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUE_LIST, type QueueName } from "@/lib/jobs/queues";

// Inside the door, after its cross-site check: a disabled hook answers 404 like an unknown path, as a write.
export const POST = route({}, async ({ params, body }) => {
  if (config().E2E_TEST_HOOKS !== "1") throw notFound("Not found");
  const q = QUEUE_LIST.find((x) => x.name === params.name && x.cron);
  if (!q) throw notFound("No scheduled job of that name");
  // A JSON object body is the job's data (e.g. the party sweep's `asOf`).
  const data = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { output: await runJobNow(q.name as QueueName, data) };
});
