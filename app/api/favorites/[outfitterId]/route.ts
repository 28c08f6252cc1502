// POST and DELETE /api/favorites/{outfitterId} — add or remove a favourite outfitter (idempotent).
import { addFavorite, FAVORITES_HUNTERS_ONLY, removeFavorite } from "@/lib/favorites/service";
import { idParam, route } from "@/lib/http/route";
import { OUTFITTER_NOT_FOUND } from "@/lib/hunters/guard";

export const POST = route({ auth: "hunter", roleMessage: FAVORITES_HUNTERS_ONLY }, ({ user, params }) =>
  addFavorite(user, idParam(params.outfitterId, OUTFITTER_NOT_FOUND)),
);

export const DELETE = route({ auth: "hunter", roleMessage: FAVORITES_HUNTERS_ONLY }, ({ user, params }) =>
  removeFavorite(user, idParam(params.outfitterId, OUTFITTER_NOT_FOUND)),
);
