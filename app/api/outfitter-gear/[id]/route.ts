// GET /api/outfitter-gear/{outfitterId} — an outfitter's recommended gear in display order.
import { idParam, route } from "@/lib/http/route";
import { getGearList } from "@/lib/gear/public";

// The folder is [id] because PUT/DELETE /api/outfitter-gear/{gearItemId} share it (admin area).
export const GET = route({}, async ({ params }) => (await getGearList(idParam(params.id, "Outfitter not found"))).items);
