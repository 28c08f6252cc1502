// POST /api/admin/outfitter/pause — pause an outfitter, hiding its hunts ({ outfitterId }).
import { pauseOutfitter } from "@/lib/money/commission/outfitter-standing";
import { route } from "@/lib/http/route";
import { outfitterActionSchema } from "@/lib/money/commission/outfitter-standing-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY, body: outfitterActionSchema }, ({ user, body }) =>
  pauseOutfitter(user, body),
);
