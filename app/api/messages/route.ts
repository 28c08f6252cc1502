// GET /api/messages — all of the caller's messages; POST /api/messages — send { receiverId, content }.
import { route, json } from "@/lib/http/route";
import { sendMessageSchema } from "@/lib/messages/schema";
import { listMessages, sendMessage } from "@/lib/messages/service";

export const GET = route({ auth: "user" }, async ({ user }) => listMessages(user));

export const POST = route({ auth: "user", body: sendMessageSchema, paused: "allow" }, async ({ user, body }) =>
  json(await sendMessage(user, body), 201),
);
