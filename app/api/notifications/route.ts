// GET /api/notifications — the caller's notifications, newest first.
import { route } from "@/lib/http/route";
import { listNotifications } from "@/lib/notifications/service";

export const GET = route({ auth: "user" }, async ({ user }) => listNotifications(user));
