// POST /api/admin/outfitter/mark-paid — record that an outfitter paid what it owes ({ outfitterId }).
import { markOutfitterPaid } from "@/lib/admin/outfitter-actions";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, body }) => markOutfitterPaid(user, body));
