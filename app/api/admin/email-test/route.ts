// POST /api/admin/email-test — send a test e-mail through the configured provider ({ email, subject?, message? }).
import { sendTestEmail } from "@/lib/admin/email-test";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, body }) => sendTestEmail(user, body));
