// POST /api/notifications/{id}/read — marks one of the caller's notifications read.
import { idParam, route } from "@/lib/http/route";
import { markRead } from "@/lib/notifications/service";

export const POST = route({ auth: "user", paused: "allow" }, async ({ user, params }) =>
  markRead(user, idParam(params.id, "Notification not found")),
);
