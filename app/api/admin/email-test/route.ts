// POST /api/admin/email-test — send a test e-mail through the configured provider ({ email, subject?, message? }).
import { sendTestEmail } from "@/lib/email/diagnostics";
import { route } from "@/lib/http/route";
import { testEmailSchema } from "@/lib/email/diagnostics-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY, body: testEmailSchema }, ({ user, body }) => sendTestEmail(user, body));
