// POST /api/admin/outfitter/mark-paid — record that an outfitter paid what it owes ({ outfitterId }).
import { markOutfitterPaid } from "@/lib/admin/outfitter-actions";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, body }) => markOutfitterPaid(user, body));
