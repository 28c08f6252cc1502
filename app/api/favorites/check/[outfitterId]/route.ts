// GET /api/favorites/check/{outfitterId} — { isFavorited } for the signed-in hunter.
import { checkFavorite } from "@/lib/favorites/service";
import { idParam, route } from "@/lib/http/route";
import { OUTFITTER_NOT_FOUND } from "@/lib/hunters/guard";

export const GET = route({ auth: "user" }, ({ user, params }) => checkFavorite(user, idParam(params.outfitterId, OUTFITTER_NOT_FOUND)));
