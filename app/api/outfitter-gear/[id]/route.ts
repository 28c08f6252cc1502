// PUT /api/outfitter-gear/{id} — edit a gear item; DELETE /api/outfitter-gear/{id} — remove it (admin only).
import { deleteGearItem, updateGearItem } from "@/lib/gear/manage";
import { idParam, route } from "@/lib/http/route";

export const PUT = route({ auth: "user" }, ({ user, params, body }) => updateGearItem(user, idParam(params.id, "Gear item not found"), body));

export const DELETE = route({ auth: "user" }, ({ user, params }) => deleteGearItem(user, idParam(params.id, "Gear item not found")));
