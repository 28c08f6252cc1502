// GET /api/favorites/check/{outfitterId} — { isFavorited } for the signed-in hunter.
import { checkFavorite, FAVORITES_HUNTERS_ONLY } from "@/lib/favorites/service";
import { idParam, route } from "@/lib/http/route";
import { OUTFITTER_NOT_FOUND } from "@/lib/hunters/guard";

export const GET = route({ auth: "hunter", roleMessage: FAVORITES_HUNTERS_ONLY }, ({ user, params }) =>
  checkFavorite(user, idParam(params.outfitterId, OUTFITTER_NOT_FOUND)),
);
