// GET /api/hunter/deadlines — the hunter's draw deadlines (booked hunts and favourite outfitters' draw hunts) and whether a feed exists.
import { route } from "@/lib/http/route";
import { hasCalendarToken } from "@/lib/tags/calendar-token";
import { deadlinesOfHunter } from "@/lib/tags/deadlines";

export const GET = route({ auth: "hunter" }, async ({ user }) => ({
  deadlines: await deadlinesOfHunter(user.id, user.role),
  hasCalendar: await hasCalendarToken(user.id),
}));
