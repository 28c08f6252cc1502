// POST /api/auth/reset-password — { token, newPassword }; the link works once.
import { resetPassword } from "@/lib/auth/service";
import { route } from "@/lib/http/route";

export const POST = route({}, async ({ body }) => resetPassword(body));
