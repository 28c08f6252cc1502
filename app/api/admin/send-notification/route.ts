// POST /api/admin/send-notification — notify all users, hunters or outfitters ({ subject, message, audience }).
import { sendBroadcast } from "@/lib/notifications/broadcast";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, body }) => sendBroadcast(user, body));
