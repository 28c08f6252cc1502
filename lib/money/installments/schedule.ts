import { addDays, type IsoDate } from "@/lib/departures/dates";
import { formatDay } from "@/lib/format/dates";
import { formatUsd } from "@/lib/format/money";

/** How many days before the start Ridgeline charges the balance; none: the hunter pays the outfitter directly. */
export const BALANCE_COLLECTION_DAYS = [30, 60, 90, 120, 180] as const;
export type BalanceCollectionDays = (typeof BALANCE_COLLECTION_DAYS)[number];
export const BALANCE_COLLECTION_MESSAGE = "Balance collection must be direct, or 30, 60, 90, 120 or 180 days before the start";
export const isBalanceCollectionDays = (v: unknown): v is BalanceCollectionDays =>
  (BALANCE_COLLECTION_DAYS as readonly unknown[]).includes(v);

/** The hunt form's words for each choice. */
export const balanceCollectionLabel = (days: BalanceCollectionDays | null) =>
  days === null ? "Balance paid to the outfitter directly" : `Collected by Ridgeline ${days} days before the start`;

export type InstallmentKind = "deposit" | "balance";
export type PlannedInstallment = { kind: InstallmentKind; amountCents: number; dueOn: IsoDate };

export type ScheduleInput = {
  totalCents: number;
  depositCents: number;
  /** The hunt's choice when booked; null: the balance is the outfitter's to collect. */
  collectionDays: number | null;
  /** The departure's first day; null (no departure): nothing can be scheduled, the balance stays direct. */
  startDate: IsoDate | null;
  /** The day of booking where the hunt is. */
  bookedOn: IsoDate;
};

/**
 * The installments Ridgeline charges: the deposit today, and the balance (the total less the deposit, to the cent) N days before the
 * start, or today when the start is nearer than that. Without collection, or with nothing left to pay, the deposit alone.
 */
export function planInstallments({ totalCents, depositCents, collectionDays, startDate, bookedOn }: ScheduleInput): PlannedInstallment[] {
  if (!Number.isSafeInteger(totalCents) || !Number.isSafeInteger(depositCents) || totalCents < 0 || depositCents < 0) {
    throw new Error(`Installments need whole non-negative cents, got ${totalCents} and ${depositCents}`);
  }
  const deposit = Math.min(depositCents, totalCents);
  const plan: PlannedInstallment[] = [{ kind: "deposit", amountCents: deposit, dueOn: bookedOn }];
  const balance = totalCents - deposit;
  if (balance <= 0 || collectionDays === null || !isBalanceCollectionDays(collectionDays) || !startDate) return plan;
  const due = addDays(startDate, -collectionDays);
  plan.push({ kind: "balance", amountCents: balance, dueOn: due < bookedOn ? bookedOn : due });
  return plan;
}

export type ScheduleLine = {
  /** held: the card is authorized until the outfitter accepts (request to book). */
  deposit: { amountCents: number; state: "due" | "held" | "paid"; on: IsoDate | null };
  balance: { amountCents: number; dueOn: IsoDate | null; state: string | null; paidOn: IsoDate | null };
};

/** "Balance $Y charged automatically Aug 3, 2027" (or due to the outfitter, paid, not charged, or failed). */
export function balanceText(balance: ScheduleLine["balance"]): string {
  const amount = formatUsd(balance.amountCents);
  if (!balance.dueOn || balance.state === null) return `Balance ${amount} due to the outfitter`;
  if (balance.state === "paid") return `Balance ${amount} paid${balance.paidOn ? ` ${formatDay(balance.paidOn)}` : ""}`;
  if (balance.state === "canceled") return `Balance ${amount} not charged`;
  if (balance.state === "failed") return `Balance ${amount} failed on ${formatDay(balance.dueOn)}: update your card`;
  return `Balance ${amount} charged automatically ${formatDay(balance.dueOn)}`;
}

/** "Deposit $X paid Dec 1, 2026 · Balance $Y charged automatically Aug 3, 2027" (or due to the outfitter, paid, or failed). */
export function scheduleText({ deposit, balance }: ScheduleLine): string {
  const when = deposit.on ? ` ${formatDay(deposit.on)}` : "";
  const first = `Deposit ${formatUsd(deposit.amountCents)} ${deposit.state === "due" ? "due when booking" : `${deposit.state}${when}`}`;
  if (balance.amountCents <= 0) return first;
  return `${first} · ${balanceText(balance)}`;
}

export type InstallmentState = "scheduled" | "processing" | "paid" | "failed" | "canceled";

/**
 * The state of a balance paid in shares, from its shares' states: paid when every share still charged is, failed when one failed,
 * processing while one is being charged, canceled when none is still charged, else scheduled.
 */
export function combinedState(states: readonly InstallmentState[]): InstallmentState {
  const live = states.filter((s) => s !== "canceled");
  if (live.length === 0) return "canceled";
  if (live.every((s) => s === "paid")) return "paid";
  if (live.includes("failed")) return "failed";
  if (live.includes("processing")) return "processing";
  return "scheduled";
}

/** One hunter's balance share of a party paying in shares (the party page, My Bookings, the outfitter's bookings). */
export type ShareBalance = {
  memberId: number;
  position: number;
  name: string | null;
  amount: string;
  dueOn: string;
  state: InstallmentState;
  paidAt: string | null;
  /** The lead pays it (their own share, or one that lapsed back to them and they paid). */
  paidByLead: boolean;
  attempts: number;
  lastError: string | null;
  needsAuthentication: boolean;
  awaitingOutfitter: boolean;
  /** "Hunter 2: Balance $1,500.00 charged automatically Aug 3, 2027". */
  text: string;
};

/** A booking's schedule as the API and the dashboards show it. */
export type BookingSchedule = {
  text: string;
  collectedByRidgeline: boolean;
  deposit: { amount: string; state: "due" | "held" | "paid"; on: string | null };
  balance: {
    amount: string;
    dueOn: string | null;
    state: InstallmentState | "direct";
    paidAt: string | null;
    attempts: number;
    lastError: string | null;
    /** The last failure asked for the cardholder's 3-D Secure step. */
    needsAuthentication: boolean;
    /** The retries are spent: the outfitter chooses to extend 7 days or cancel under the policy. */
    awaitingOutfitter: boolean;
  } | null;
  /** A party paying in shares: each hunter's balance share, lead first (the balance above is their sum). */
  shares?: ShareBalance[];
};

/** Reminders before the charge, and the retries after a failure (from the first failure). */
export const REMINDER_DAYS_BEFORE = [7, 1] as const;
export const RETRY_HOURS = [24, 72] as const;
export const EXTEND_DAYS = 7;
