import "server-only";
import { ensurePeriodicJob, startPeriodicJob, type PeriodicJob } from "@/lib/jobs/periodic";
import { log } from "@/lib/log";
import { sweepExpiredReservations, type ReleasedHunt } from "./reservations";

/** How often each server instance gives back the spots of expired reservations. */
export const RESERVATION_SWEEP_INTERVAL_MS = 60_000;

export type ReservationSweeper = PeriodicJob;

/**
 * Gives back the spot of every unpaid reservation past its 30 minutes on a timer, so a hunt that
 * nobody tries to book again still shows its spot free in search and on its page (the booking
 * endpoints also release on the way, for an exact answer at the moment of booking). Every instance
 * may run one: the release is a single conditional statement, so a spot is returned once.
 */
export function startReservationSweeper(opts: { intervalMs?: number; sweep?: () => Promise<ReleasedHunt[]> } = {}): ReservationSweeper {
  const { intervalMs = RESERVATION_SWEEP_INTERVAL_MS, sweep = () => sweepExpiredReservations() } = opts;
  return startPeriodicJob(
    intervalMs,
    async () => {
      const released = await sweep();
      const spots = released.reduce((n, r) => n + r.released, 0);
      if (spots > 0) log.info("bookings.reservations.released", { spots, huntIds: released.map((r) => r.huntId) });
    },
    (err) => log.error("bookings.reservations.sweep_failed", { err }),
  );
}

/** Starts the sweeper once per process. */
export function ensureReservationSweeper(): ReservationSweeper {
  return ensurePeriodicJob("reservation-sweeper", () => startReservationSweeper());
}
