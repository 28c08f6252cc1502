import "server-only";
import ical, { ICalCalendarMethod } from "ical-generator";
import { siteUrl } from "@/lib/seo/site-url";
import type { Deadline } from "./deadlines";

const HOST = "ridgeline";

// All-day events on the deadline's calendar date (a date, no time zone, as the agencies publish it).
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The hunter's deadlines as an RFC 5545 calendar (written by ical-generator): each application close and results date. */
export function deadlinesCalendar(deadlines: Deadline[], now = new Date()): string {
  const cal = ical({
    name: "Ridgeline draw deadlines",
    prodId: { company: "Ridgeline", product: "draw-deadlines" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 6 * 3600,
  });
  for (const d of deadlines) {
    const where = [d.region, d.unitCode].filter(Boolean).join(" · ");
    const url = `${siteUrl()}/hunt/${d.huntId}`;
    cal.createEvent({
      id: `draw-${d.huntId}-closes@${HOST}`,
      start: day(d.applicationClosesOn),
      allDay: true,
      stamp: now,
      summary: `Apply by: ${d.huntTitle}`,
      description: `The ${where} draw application closes. Opens ${d.applicationOpensOn}.\n${url}`,
      url,
    });
    cal.createEvent({
      id: `draw-${d.huntId}-results@${HOST}`,
      start: day(d.resultsOn),
      allDay: true,
      stamp: now,
      summary: `Draw results: ${d.huntTitle}`,
      description: `The ${where} draw results are due. Report each hunter's result on your dashboard.\n${url}`,
      url,
    });
  }
  return cal.toString();
}
