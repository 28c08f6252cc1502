// GET /api/hunter/waitlists — the hunter's live waitlist entries: offers (with their hold's end) first, then places in line.
import { route } from "@/lib/http/route";
import { WAITLIST_HUNTERS_ONLY } from "@/lib/waitlists/schema";
import { myWaitlists } from "@/lib/waitlists/mine";

export const GET = route({ auth: "hunter", roleMessage: WAITLIST_HUNTERS_ONLY }, ({ user }) => myWaitlists(user));
