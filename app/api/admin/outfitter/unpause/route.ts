// POST /api/admin/outfitter/unpause — reactivate a paused outfitter ({ outfitterId }).
import { unpauseOutfitter } from "@/lib/admin/outfitter-actions";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, body }) => unpauseOutfitter(user, body));
