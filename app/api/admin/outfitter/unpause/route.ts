// POST /api/admin/outfitter/unpause — reactivate a paused outfitter ({ outfitterId }).
import { unpauseOutfitter } from "@/lib/admin/outfitter-actions";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, body }) => unpauseOutfitter(user, body));
