// POST /api/auth/register — create a hunter or outfitter account; answers { token, user }.
import { issueApiToken } from "@/lib/auth/api-tokens";
import { register } from "@/lib/auth/service";
import { json, route } from "@/lib/http/route";
import { clientIp } from "@/lib/rate-limit/service";

export const POST = route({}, async ({ req, body }) => {
  const user = await register(body, clientIp(req));
  return json({ token: await issueApiToken(user.id), user }, 201);
});
