// POST /api/auth/logout — revokes the bearer token of the request (the browser also signs out of next-auth).
import { revokeApiToken } from "@/lib/auth/api-tokens";
import { route } from "@/lib/http/route";

export const POST = route({}, async ({ req }) => {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "");
  if (m) await revokeApiToken(m[1]!);
  return { message: "Signed out" };
});
