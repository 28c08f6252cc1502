import { formatUsd } from "@/lib/format/money";

/** The deposit percentages an outfitter picks from; 100 (the whole price by card) unless chosen. */
export const DEPOSIT_PERCENTS = [25, 50, 75, 100] as const;
export type DepositPercent = (typeof DEPOSIT_PERCENTS)[number];
export const DEFAULT_DEPOSIT_PERCENT: DepositPercent = 100;
export const DEPOSIT_PERCENT_MESSAGE = "Deposit must be 25, 50, 75 or 100 percent";

export const isDepositPercent = (v: unknown): v is DepositPercent => (DEPOSIT_PERCENTS as readonly unknown[]).includes(v);

/** The hunt's percentage of the total in whole cents, rounded half up, never above the total; the rest is due to the outfitter. */
export function depositCentsOf(totalCents: number, percent: number): number {
  return Math.min(totalCents, Math.round((totalCents * percent) / 100));
}

export function depositLine(depositCents: number, totalCents: number): string {
  return `Deposit today: ${formatUsd(depositCents)} · Balance due to the outfitter: ${formatUsd(totalCents - depositCents)}`;
}
