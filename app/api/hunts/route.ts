// POST /api/hunts — an approved outfitter creates a hunt (discount computed on the server).
import { createHunt } from "@/lib/hunts/manage";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "outfitter" }, async ({ user, body }) => json(await createHunt(user, body), 201));
