// POST /api/contact — the public Contact Us form: stores the message and e-mails it to support.
import { submitContactMessage } from "@/lib/contact/service";
import { json, route } from "@/lib/http/route";
import { clientIp, enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = route({ auth: "public" }, async ({ req, body }) => {
  await enforceRateLimit("contact", clientIp(req));
  return json(await submitContactMessage(body), 201);
});
