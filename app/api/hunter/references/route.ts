// GET /api/hunter/references — the outfitters the hunter is a past client of, and whether they are a reference for each.
import { route } from "@/lib/http/route";
import { REFERENCE_MESSAGES } from "@/lib/references/schema";
import { myReferenceStanding } from "@/lib/references/service";

export const GET = route({ auth: "hunter", roleMessage: REFERENCE_MESSAGES.huntersOnly }, ({ user }) => myReferenceStanding(user));
