// GET /api/favorites — the signed-in hunter's favourite outfitters.
import { listFavorites } from "@/lib/favorites/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listFavorites(user));
