// GET /api/outfitter/tag-results — the outfitter's draw bookings with each hunter's tag status (reports to answer first).
import { route } from "@/lib/http/route";
import { tagBookingsOfOutfitter } from "@/lib/tags/outfitter-pending";

export const GET = route({ auth: "outfitter" }, async ({ user }) => tagBookingsOfOutfitter(user));
