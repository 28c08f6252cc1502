// POST /api/admin/outfitter/pause — pause an outfitter, hiding its hunts ({ outfitterId }).
import { pauseOutfitter } from "@/lib/admin/outfitter-actions";
import { route } from "@/lib/http/route";
import { ADMIN_ONLY } from "@/lib/admin/guard";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user, body }) => pauseOutfitter(user, body));
