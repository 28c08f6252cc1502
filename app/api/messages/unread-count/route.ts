// GET /api/messages/unread-count — { count } of unread messages to the caller.
import { route } from "@/lib/http/route";
import { unreadCount } from "@/lib/messages/service";

export const GET = route({ auth: "user" }, async ({ user }) => unreadCount(user));
