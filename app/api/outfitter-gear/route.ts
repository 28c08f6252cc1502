// POST /api/outfitter-gear — add a gear item to an outfitter's list (admin only).
import { createGearItem } from "@/lib/gear/manage";
import { gearCreateSchema } from "@/lib/gear/schema";
import { json, route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY, body: gearCreateSchema }, async ({ user, body }) =>
  json(await createGearItem(user, body), 201),
);
