// GET /api/messages/conversation/{userId} — both directions with that user, oldest first (read-only).
import { idParam, route } from "@/lib/http/route";
import { getConversation } from "@/lib/messages/service";

export const GET = route({ auth: "user" }, async ({ user, params }) => getConversation(user, idParam(params.userId, "User not found")));
