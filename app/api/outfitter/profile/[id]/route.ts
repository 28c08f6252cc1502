// GET /api/outfitter/profile/{id} — public outfitter fields; last name and website for the admin only.
import { idParam, route } from "@/lib/http/route";
import { getOutfitterProfile } from "@/lib/outfitters/public";

export const GET = route({ auth: "optional" }, async ({ params, user }) =>
  getOutfitterProfile(idParam(params.id, "Outfitter not found"), user),
);
