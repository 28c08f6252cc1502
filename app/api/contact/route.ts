// POST /api/contact — the public Contact Us form: stores the message and e-mails it to support.
import { submitContactMessage } from "@/lib/contact/service";
import { json, route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";

export const POST = route({ auth: "public" }, async ({ req, body }) => json(await submitContactMessage(body, clientIp(req.headers)), 201));
