// GET /api/outfitter/hunts/{id}/waitlists — the waitlists of one of the outfitter's hunts, per departure, in line order.
import { idParam, route } from "@/lib/http/route";
import { huntWaitlists } from "@/lib/waitlists/outfitter";

export const GET = route({ auth: "outfitter" }, ({ user, params }) => huntWaitlists(user, idParam(params.id, "Hunt not found")));
