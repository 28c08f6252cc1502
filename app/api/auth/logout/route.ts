// POST /api/auth/logout — revokes the bearer token of the request and the session of its cookie, if any.
import { endRequestSessions } from "@/lib/auth/sessions";
import { route } from "@/lib/http/route";

export const POST = route({}, async ({ req }) => {
  await endRequestSessions(req);
  return { message: "Signed out" };
});
