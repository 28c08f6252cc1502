import type { PublicDeparture } from "@/lib/departures/present";
import { bookingPageQuerySchema } from "./schema";

export const DEPARTURE_NOT_OFFERED = "That departure is not offered for this hunt. Please choose one below.";
export const DEPARTURE_STARTED = "That departure has already started. Please choose another one below.";
export const DEPARTURE_FULL = "That departure is fully booked. Please choose another one below.";

export type Preselection = { departureId: number | null; notice: string | null };

/**
 * The departure the booking page starts on (client-safe: the page passes the hunt's departures).
 * `?departure=` from a departure row wins when it is this hunt's, upcoming and has a free spot;
 * otherwise the page says why and starts on the first departure with a free spot, as without it.
 */
export function preselectDeparture(departures: PublicDeparture[], query: Record<string, string | string[] | undefined>): Preselection {
  const firstOpen = departures.find((d) => d.upcoming && d.spotsLeft > 0)?.id ?? null;
  const raw = query.departure;
  if (raw === undefined) return { departureId: firstOpen, notice: null };
  const parsed = bookingPageQuerySchema.safeParse({ departure: Array.isArray(raw) ? raw[0] : raw });
  const wanted = parsed.success ? departures.find((d) => d.id === parsed.data.departure) : undefined;
  if (!wanted) return { departureId: firstOpen, notice: DEPARTURE_NOT_OFFERED };
  if (!wanted.upcoming) return { departureId: firstOpen, notice: DEPARTURE_STARTED };
  if (wanted.spotsLeft <= 0) return { departureId: firstOpen, notice: DEPARTURE_FULL };
  return { departureId: wanted.id, notice: null };
}
