// POST /api/hunter/deadlines/calendar-token — a new private calendar address (the old one stops working); answers { url } once.
import { json, route } from "@/lib/http/route";
import { resetCalendarToken } from "@/lib/tags/calendar-token";

export const POST = route({ auth: "hunter" }, async ({ user }) => json(await resetCalendarToken(user), 201));
