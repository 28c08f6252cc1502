// POST /api/auth/register — create a hunter or outfitter account. Answers { message } whether or
// not the address was taken (no account enumeration); the client then signs in (POST /api/auth/login
// or the sign-in dialog) with the password just chosen.
import { registerSchema } from "@/lib/auth/schema";
import { register } from "@/lib/auth/service";
import { json, route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";

export const POST = route({ body: registerSchema }, async ({ req, body }) => json(await register(body, clientIp(req.headers)), 201));
