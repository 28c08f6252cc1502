// POST /api/contact — the public Contact Us form: stores the message and e-mails it to support.
import { submitContactMessage } from "@/lib/contact/service";
import { json, route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = route({ auth: "public" }, async ({ req, body }) => {
  await enforceRateLimit("contact", clientIp(req.headers));
  return json(await submitContactMessage(body), 201);
});
