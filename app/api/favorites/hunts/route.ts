// GET /api/favorites/hunts — listed hunts of the hunter's favourite outfitters ("New from Favorites").
import { FAVORITES_HUNTERS_ONLY, listFavoriteHunts } from "@/lib/favorites/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "hunter", roleMessage: FAVORITES_HUNTERS_ONLY }, ({ user }) => listFavoriteHunts(user));
