// GET /api/outfitter-gear/{outfitterId} — an outfitter's recommended gear in display order.
// PUT /api/outfitter-gear/{id} — edit a gear item; DELETE /api/outfitter-gear/{id} — remove it (admin only).
// The folder is [id] for both: Next.js allows one slug name per level.
import { idParam, route } from "@/lib/http/route";
import { getGearList } from "@/lib/gear/public";
import { deleteGearItem, updateGearItem } from "@/lib/gear/manage";

export const GET = route({}, async ({ params }) => (await getGearList(idParam(params.id, "Outfitter not found"))).items);

export const PUT = route({ auth: "user" }, ({ user, params, body }) => updateGearItem(user, idParam(params.id, "Gear item not found"), body));

export const DELETE = route({ auth: "user" }, ({ user, params }) => deleteGearItem(user, idParam(params.id, "Gear item not found")));
