// POST /api/admin/outfitter/pause — pause an outfitter, hiding its hunts ({ outfitterId }).
import { pauseOutfitter } from "@/lib/admin/outfitter-actions";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, body }) => pauseOutfitter(user, body));
