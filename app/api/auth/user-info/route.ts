// POST /api/auth/user-info — { token } of a live reset link → { firstName }; never looks up by e-mail.
import { resetLinkInfo } from "@/lib/auth/service";
import { userInfoSchema } from "@/lib/auth/schema";
import { route } from "@/lib/http/route";

export const POST = route({ body: userInfoSchema }, async ({ body }) => resetLinkInfo(body.token));
