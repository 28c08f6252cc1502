// POST /api/admin/outfitter/send-reminder — commission payment reminder ({ outfitterId }).
import { sendPaymentReminder } from "@/lib/admin/outfitter-actions";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, body }) => sendPaymentReminder(user, body));
