// POST /api/reviews — a hunter reviews a hunt (pending until an admin approves it).
import { json, route } from "@/lib/http/route";
import { submitHuntReview } from "@/lib/reviews/submit";

export const POST = route({ auth: "user" }, async ({ user, body }) => json(await submitHuntReview(user, body), 201));
