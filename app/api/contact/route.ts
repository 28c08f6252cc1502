// POST /api/contact — the public Contact Us form: stores the message and e-mails it to support.
import { contactSchema } from "@/lib/contact/schema";
import { limitContactMessages, submitContactMessage } from "@/lib/contact/service";
import { json, route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";

// The limit counts before the body is validated: a malformed message counts, and a 429 wins over its 400.
export const POST = route(
  { auth: "public", guard: ({ req }) => limitContactMessages(clientIp(req.headers)), body: contactSchema },
  async ({ body }) => json(await submitContactMessage(body), 201),
);
