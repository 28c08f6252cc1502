// POST /api/auth/reset-password — { token, newPassword }; the link works once.
import { resetPasswordSchema } from "@/lib/auth/schema";
import { resetPassword } from "@/lib/auth/service";
import { route } from "@/lib/http/route";

export const POST = route({ body: resetPasswordSchema }, async ({ body }) => resetPassword(body));
