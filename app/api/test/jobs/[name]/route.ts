// POST /api/test/jobs/{name} — runs one scheduled job now (an alert run, the waitlist sweep); only when E2E_TEST_HOOKS=1 (browser tests).
import type { NextRequest } from "next/server";
import { config } from "@/lib/config";
import { json, route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUE_LIST, type QueueName } from "@/lib/jobs/queues";

const handler = route({}, async ({ params }) => {
  const q = QUEUE_LIST.find((x) => x.name === params.name && x.cron);
  if (!q) throw notFound("No scheduled job of that name");
  return { output: await runJobNow(q.name as QueueName) };
});

export async function POST(req: NextRequest, ctx: { params: Promise<Record<string, string>> }): Promise<Response> {
  // Checked before anything else, so a disabled hook looks like any unknown path.
  if (config().E2E_TEST_HOOKS !== "1") return json({ message: "Not found" }, 404);
  return handler(req, ctx);
}
