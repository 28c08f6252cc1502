// GET /api/calendar/{token}.ics — a hunter's private draw-deadline feed (text/calendar, RFC 5545); the token is the only key.
import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { hunterOfCalendarToken } from "@/lib/tags/calendar-token";
import { deadlinesCalendar } from "@/lib/tags/calendar-feed";
import { deadlinesOfHunter } from "@/lib/tags/deadlines";

export const GET = route({}, async ({ params }) => {
  const token = (params.token ?? "").replace(/\.ics$/, "");
  const hunterId = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await hunterOfCalendarToken(token) : null;
  if (hunterId === null) throw notFound("Calendar not found");
  return new Response(deadlinesCalendar(await deadlinesOfHunter(hunterId)), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, no-store",
      "content-disposition": 'inline; filename="ridgeline-deadlines.ics"',
    },
  });
});
