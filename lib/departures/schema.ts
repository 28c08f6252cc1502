import { z } from "zod";
import { isIsoDate, type IsoDate } from "./dates";

// Client-safe; field errors are named by path, e.g. `departures.2.endDate`.
export const MAX_DEPARTURES = 100;
export const MAX_DEPARTURE_SPOTS = 1000;

export const DEPARTURE_MESSAGES = {
  none: "Add at least one departure",
  tooMany: `A hunt can have at most ${MAX_DEPARTURES} departures`,
  startDate: "Start date must be a date like 2027-10-03",
  endDate: "End date must be a date like 2027-10-09",
  endBeforeStart: "End date cannot be before the start date",
  past: "Start date cannot be in the past",
  spots: "Spots must be a whole number of at least 1",
  spotsMax: `Spots must be at most ${MAX_DEPARTURE_SPOTS}`,
  unknown: "This departure is not one of this hunt's",
} as const;

const spotsOf = (v: unknown) => {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
};

export const departureInputSchema = z
  .object({
    // Absent for a new departure.
    id: z.union([z.number(), z.string()]).nullish(),
    startDate: z.unknown(),
    endDate: z.unknown(),
    spots: z.unknown(),
  })
  .transform((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    const start = typeof v.startDate === "string" ? v.startDate.trim() : v.startDate;
    const end = typeof v.endDate === "string" ? v.endDate.trim() : v.endDate;
    if (!isIsoDate(start)) issue("startDate", DEPARTURE_MESSAGES.startDate);
    if (!isIsoDate(end)) issue("endDate", DEPARTURE_MESSAGES.endDate);
    else if (isIsoDate(start) && end < start) issue("endDate", DEPARTURE_MESSAGES.endBeforeStart);
    const spots = spotsOf(v.spots);
    if (spots === null || spots < 1) issue("spots", DEPARTURE_MESSAGES.spots);
    else if (spots > MAX_DEPARTURE_SPOTS) issue("spots", DEPARTURE_MESSAGES.spotsMax);
    const id = v.id == null || v.id === "" ? null : spotsOf(v.id);
    if (v.id != null && v.id !== "" && (id === null || id < 1)) issue("id", DEPARTURE_MESSAGES.unknown);
    if (ctx.issues.length > 0) return z.NEVER;
    return { id, startDate: start as IsoDate, endDate: end as IsoDate, spots: spots! };
  });

export type DepartureFormInput = z.input<typeof departureInputSchema>;
export type DepartureInput = z.output<typeof departureInputSchema>;

export const departuresInputSchema = z
  .array(departureInputSchema)
  .min(1, DEPARTURE_MESSAGES.none)
  .max(MAX_DEPARTURES, DEPARTURE_MESSAGES.tooMany);
