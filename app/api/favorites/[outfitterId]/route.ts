// POST and DELETE /api/favorites/{outfitterId} — add or remove a favourite outfitter (idempotent).
import { addFavorite, removeFavorite } from "@/lib/favorites/service";
import { idParam, route } from "@/lib/http/route";
import { OUTFITTER_NOT_FOUND } from "@/lib/hunters/guard";

export const POST = route({ auth: "user" }, ({ user, params }) => addFavorite(user, idParam(params.outfitterId, OUTFITTER_NOT_FOUND)));

export const DELETE = route({ auth: "user" }, ({ user, params }) => removeFavorite(user, idParam(params.outfitterId, OUTFITTER_NOT_FOUND)));
