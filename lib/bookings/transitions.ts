import type { IsoDate } from "@/lib/departures/dates";
import { conflict } from "@/lib/http/errors";
import type { BookingRow } from "./present";

// Every change of a booking's status and what it needs, in one table (issue 52). A change that ends the hunter's right to cancel
// under the policy ("completed") waits until the trip is over where the hunt is; one that ends the trip refunds by the policy.
// tests/integration/bookings/booking-transitions.test.ts has a test per row.

export const ALREADY_ANSWERED_MESSAGE = "This booking has already been answered";
export const ANSWER_EXPIRED_MESSAGE = "This booking expired: the outfitter did not answer in time, so the card hold was released";
export const NOT_PAID_MESSAGE = "This booking has not been paid yet";
export const ONLY_ACCEPTED_COMPLETED = "Only accepted bookings can be marked completed";
export const NOT_ENDED_MESSAGE = "A booking can be marked completed only after its trip has ended";
export const NO_DEPARTURE_MESSAGE = "This booking has no trip dates, so it cannot be marked completed; the hunter can still cancel it";
export const ONLY_PENDING_CANCELLED = "Only pending bookings can be cancelled";
export const NOT_ACCEPTED = "Only accepted bookings are cancelled here; a pending one is cancelled from My Bookings";
export const ALREADY_STARTED = "This trip has already started and can no longer be cancelled";

/** What a precondition may look at: the locked row, the clock, today where the hunt is and the booking's departure. */
export type TransitionFacts = {
  b: Pick<BookingRow, "status" | "expiredAt" | "source" | "paymentStatus" | "answerBy">;
  now: Date;
  /** Today's calendar date in the hunt's time zone. */
  today: IsoDate;
  departure: { startDate: IsoDate; endDate: IsoDate } | null;
};

type Precondition = { message: string; holds: (f: TransitionFacts) => boolean };

export type TransitionName = "accept" | "deny" | "complete" | "withdraw" | "cancelAccepted";

export type Transition = {
  from: BookingRow["status"];
  to: BookingRow["status"];
  by: readonly ("hunter" | "outfitter")[];
  /** Checked in order against the locked row; the first that fails is the 409. */
  preconditions: readonly Precondition[];
};

const notExpired: Precondition = { message: ANSWER_EXPIRED_MESSAGE, holds: ({ b }) => !b.expiredAt };
const isPending = (message: string): Precondition => ({ message, holds: ({ b }) => b.status === "pending" });
const isAccepted = (message: string): Precondition => ({ message, holds: ({ b }) => b.status === "accepted" });

export const BOOKING_TRANSITIONS: Record<TransitionName, Transition> = {
  // The outfitter's answer: captures the held card. Past the answer deadline the hold is the expiry job's to release.
  accept: {
    from: "pending",
    to: "accepted",
    by: ["outfitter"],
    preconditions: [
      notExpired,
      isPending(ALREADY_ANSWERED_MESSAGE),
      {
        message: NOT_PAID_MESSAGE,
        holds: ({ b }) => b.source !== "direct" || b.paymentStatus === "paid" || b.paymentStatus === "authorized",
      },
      {
        message: ANSWER_EXPIRED_MESSAGE,
        holds: ({ b, now }) => !(b.paymentStatus === "authorized" && b.answerBy && b.answerBy <= now),
      },
    ],
  },
  // Releases the hold or refunds in full.
  deny: { from: "pending", to: "denied", by: ["outfitter"], preconditions: [notExpired, isPending(ALREADY_ANSWERED_MESSAGE)] },
  // Ends the hunter's right to cancel: only once the departure's last day is over in the hunt's calendar. Without a departure the
  // trip never ends on record, so the hunter keeps that right.
  complete: {
    from: "accepted",
    to: "completed",
    by: ["outfitter"],
    preconditions: [
      isAccepted(ONLY_ACCEPTED_COMPLETED),
      { message: NO_DEPARTURE_MESSAGE, holds: ({ departure }) => departure !== null },
      { message: NOT_ENDED_MESSAGE, holds: ({ departure, today }) => departure !== null && today > departure.endDate },
    ],
  },
  // The hunter withdraws a request the outfitter has not answered: the hold is released, a payment refunded in full.
  withdraw: { from: "pending", to: "cancelled", by: ["hunter"], preconditions: [isPending(ONLY_PENDING_CANCELLED)] },
  // Cancelling an accepted trip (lib/cancellation): the hunter by the policy, the outfitter in full, before its first day.
  cancelAccepted: {
    from: "accepted",
    to: "cancelled",
    by: ["hunter", "outfitter"],
    preconditions: [
      isAccepted(NOT_ACCEPTED),
      { message: ALREADY_STARTED, holds: ({ departure, today }) => departure === null || today <= departure.startDate },
    ],
  },
};

/** Throws the 409 of the first precondition of `name` that does not hold. */
export function assertTransition(name: TransitionName, facts: TransitionFacts): void {
  for (const p of BOOKING_TRANSITIONS[name].preconditions) if (!p.holds(facts)) throw conflict(p.message);
}
