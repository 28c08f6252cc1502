// GET /api/outfitters — approved, active outfitters (id, firstName) for signed-in users.
import { listActiveOutfitters } from "@/lib/outfitters/directory";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => listActiveOutfitters(user));
