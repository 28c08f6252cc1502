import "server-only";
import { log } from "@/lib/log";
import { sweepExpiredReservations, type ReleasedHunt } from "./reservations";

/** How often each server instance gives back the spots of expired reservations. */
export const RESERVATION_SWEEP_INTERVAL_MS = 60_000;

export type ReservationSweeper = { stop: () => void; tick: () => Promise<void> };

/**
 * Gives back the spot of every unpaid reservation past its 30 minutes on a timer, so a hunt that
 * nobody tries to book again still shows its spot free in search and on its page (the booking
 * endpoints also release on the way, for an exact answer at the moment of booking). Every instance
 * may run one: the release is a single conditional statement, so a spot is returned once. A sweep
 * never overlaps the previous one, a failure is logged and retried on the next tick, and the timer
 * is unref'd so it never keeps the process alive.
 */
export function startReservationSweeper(
  opts: { intervalMs?: number; sweep?: () => Promise<ReleasedHunt[]> } = {},
): ReservationSweeper {
  const { intervalMs = RESERVATION_SWEEP_INTERVAL_MS, sweep = () => sweepExpiredReservations() } = opts;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= sweep()
      .then((released) => {
        const spots = released.reduce((n, r) => n + r.released, 0);
        if (spots > 0) log.info("bookings.reservations.released", { spots, huntIds: released.map((r) => r.huntId) });
      })
      .catch((err: unknown) => log.error("bookings.reservations.sweep_failed", { err }))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}

const KEY = Symbol.for("ridgeline.reservationSweeper");

/** Starts the sweeper once per process (instrumentation can run again, e.g. in development). */
export function ensureReservationSweeper(): ReservationSweeper {
  const g = globalThis as typeof globalThis & { [KEY]?: ReservationSweeper };
  return (g[KEY] ??= startReservationSweeper());
}
