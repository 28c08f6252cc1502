// POST /api/admin/email-test — send a test e-mail through the configured provider ({ email, subject?, message? }).
import { sendTestEmail } from "@/lib/admin/email-test";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, body }) => sendTestEmail(user, body));
