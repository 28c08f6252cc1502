// PATCH /api/hunts/{id}/status — the owner pauses or activates a hunt ({ isActive }).
import { setHuntStatus } from "@/lib/hunts/manage";
import { huntStatusSchema } from "@/lib/hunts/schema";
import { idParam, route } from "@/lib/http/route";

export const PATCH = route({ auth: "outfitter", body: huntStatusSchema }, async ({ user, body, params }) =>
  setHuntStatus(user, idParam(params.id, "Hunt not found"), body.isActive),
);
