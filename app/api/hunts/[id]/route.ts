// PUT /api/hunts/{id} — the owner edits a hunt; DELETE /api/hunts/{id} — the owner deletes (or archives) it.
import { deleteHunt, updateHunt } from "@/lib/hunts/manage";
import { idParam, route } from "@/lib/http/route";

export const PUT = route({ auth: "outfitter" }, async ({ user, body, params }) => updateHunt(user, idParam(params.id, "Hunt not found"), body));

export const DELETE = route({ auth: "outfitter" }, async ({ user, params }) => deleteHunt(user, idParam(params.id, "Hunt not found")));
