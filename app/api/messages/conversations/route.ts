// GET /api/messages/conversations — one summary per partner (partner, last message, unread count).
import { route } from "@/lib/http/route";
import { listConversations } from "@/lib/messages/service";

export const GET = route({ auth: "user" }, async ({ user }) => listConversations(user));
