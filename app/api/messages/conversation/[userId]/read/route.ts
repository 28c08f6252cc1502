// POST /api/messages/conversation/{userId}/read — marks that user's messages to the caller as read.
import { idParam, route } from "@/lib/http/route";
import { markConversationRead } from "@/lib/messages/service";

export const POST = route({ auth: "user", paused: "allow" }, async ({ user, params }) =>
  markConversationRead(user, idParam(params.userId, "User not found")),
);
