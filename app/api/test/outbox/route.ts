// GET /api/test/outbox?to=email — newest e-mails sent to an address; only when E2E_TEST_HOOKS=1 (browser tests).
import type { NextRequest } from "next/server";
import { z } from "zod";
import { emailField } from "@/lib/auth/schema";
import { config } from "@/lib/config";
import { recentEmailsTo } from "@/lib/email/outbox";
import { json, route } from "@/lib/http/route";

const handler = route({ query: z.object({ to: emailField }) }, async ({ query }) => ({
  emails: await recentEmailsTo(query.to),
}));

export async function GET(req: NextRequest, ctx: { params: Promise<Record<string, string>> }): Promise<Response> {
  // Checked before anything else, so a disabled hook looks like any unknown path.
  if (config().E2E_TEST_HOOKS !== "1") return json({ message: "Not found" }, 404);
  return handler(req, ctx);
}
