// GET /api/notifications/unread-count — { count } of the caller's unread notifications.
import { route } from "@/lib/http/route";
import { unreadCount } from "@/lib/notifications/service";

export const GET = route({ auth: "user" }, async ({ user }) => unreadCount(user));
