// POST /api/admin/send-notification — notify all users, hunters or outfitters ({ subject, message, audience }).
import { sendBroadcast } from "@/lib/notifications/broadcast";
import { route } from "@/lib/http/route";
import { sendNotificationSchema } from "@/lib/notifications/broadcast-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY, body: sendNotificationSchema }, ({ user, body }) =>
  sendBroadcast(user, body),
);
