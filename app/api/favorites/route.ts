// GET /api/favorites — the signed-in hunter's favourite outfitters.
import { FAVORITES_HUNTERS_ONLY, listFavorites } from "@/lib/favorites/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "hunter", roleMessage: FAVORITES_HUNTERS_ONLY }, ({ user }) => listFavorites(user));
