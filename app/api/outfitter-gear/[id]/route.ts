// GET /api/outfitter-gear/{outfitterId} — an outfitter's recommended gear in display order.
// PUT /api/outfitter-gear/{id} — edit a gear item; DELETE /api/outfitter-gear/{id} — remove it (admin only).
// The folder is [id] for both: Next.js allows one slug name per level.
import { idParam, route } from "@/lib/http/route";
import { getGearList } from "@/lib/gear/public";
import { deleteGearItem, updateGearItem } from "@/lib/gear/manage";
import { gearUpdateSchema } from "@/lib/gear/schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

// Signed in as the admin (or the outfitter), a paused outfitter's list is readable too.
export const GET = route(
  { auth: "optional" },
  async ({ params, user }) => (await getGearList(idParam(params.id, "Outfitter not found"), user)).items,
);

// An id that is no id is a 404 before a bad body's 400.
export const PUT = route(
  { auth: "admin", roleMessage: ADMIN_ONLY, guard: ({ params }) => void idParam(params.id, "Gear item not found"), body: gearUpdateSchema },
  ({ user, params, body }) => updateGearItem(user, idParam(params.id, "Gear item not found"), body),
);

export const DELETE = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, params }) =>
  deleteGearItem(user, idParam(params.id, "Gear item not found")),
);
