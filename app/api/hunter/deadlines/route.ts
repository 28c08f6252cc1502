// GET /api/hunter/deadlines — the hunter's draw deadlines (booked hunts and favourite outfitters' draw hunts) whether a feed exists, and the failed-draw credits still to spend.
import { route } from "@/lib/http/route";
import { hasCalendarToken } from "@/lib/tags/calendar-token";
import { deadlinesOfHunter } from "@/lib/tags/deadlines";
import { creditsOfHunter } from "@/lib/tags/credits";

export const GET = route({ auth: "hunter" }, async ({ user }) => ({
  deadlines: await deadlinesOfHunter(user.id, user.role),
  hasCalendar: await hasCalendarToken(user.id),
  credits: await creditsOfHunter(user),
}));
