// GET /api/outfitter/hunts — the signed-in outfitter's hunt listings with booking counts.
import { listOwnHunts } from "@/lib/hunts/manage";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "outfitter" }, async ({ user }) => listOwnHunts(user));
