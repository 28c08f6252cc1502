// POST /api/auth/forgot-password — e-mails a single-use reset link; the same answer for every address.
import { forgotPasswordSchema } from "@/lib/auth/schema";
import { requestPasswordReset } from "@/lib/auth/service";
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";

export const POST = route({ body: forgotPasswordSchema }, async ({ req, body }) => requestPasswordReset(body, clientIp(req.headers)));
