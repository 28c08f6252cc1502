// GET /api/favorites/hunts — listed hunts of the hunter's favourite outfitters ("New from Favorites").
import { listFavoriteHunts } from "@/lib/favorites/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listFavoriteHunts(user));
