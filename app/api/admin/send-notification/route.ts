// POST /api/admin/send-notification — notify all users, hunters or outfitters ({ subject, message, audience }).
import { sendBroadcast } from "@/lib/admin/broadcast";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, body }) => sendBroadcast(user, body));
