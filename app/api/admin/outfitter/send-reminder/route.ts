// POST /api/admin/outfitter/send-reminder — commission payment reminder ({ outfitterId }).
import { sendPaymentReminder } from "@/lib/admin/outfitter-actions";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, body }) => sendPaymentReminder(user, body));
