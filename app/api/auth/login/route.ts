// POST /api/auth/login — e-mail and password for API clients; answers { token, user }.
import { issueApiToken } from "@/lib/auth/api-tokens";
import { authenticate } from "@/lib/auth/service";
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/rate-limit/service";

export const POST = route({}, async ({ req, body }) => {
  const user = await authenticate(body, clientIp(req));
  return { token: await issueApiToken(user.id), user };
});
