// POST /api/contact — the public Contact Us form: stores the message and e-mails it to support.
import { submitContactMessage } from "@/lib/contact/service";
import { json, route } from "@/lib/http/route";
import { clientIp } from "@/lib/rate-limit/service";

export const POST = route({ auth: "public" }, async ({ req, body }) => json(await submitContactMessage(body, clientIp(req)), 201));
