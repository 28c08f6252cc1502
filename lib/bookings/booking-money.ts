import type { BookingRow } from "./present";
import { formatCents } from "@/lib/format/money";

// Client-safe. What a booking's card has been asked for, taken and given back, as the booking page shows it.

export type BookingMoney = {
  /** The price of the trip through Ridgeline (the spec's totalAmount). */
  total: string;
  /** The deposit the card is asked for when booking (the whole total unless the hunt takes a deposit). */
  deposit: string;
  /** Authorised on the card, not yet charged (a request the outfitter has not answered). */
  held: string;
  /** Charged to the card and kept so far. */
  paid: string;
  refunded: string;
  /** Paid to the outfitter directly, outside Ridgeline. */
  balanceDue: string;
};

type MoneyBits = Pick<BookingRow, "paymentStatus" | "totalAmountCents" | "depositCents" | "refundedCents" | "status" | "source">;

export function bookingMoney(b: MoneyBits): BookingMoney {
  const deposit = Math.min(b.depositCents ?? b.totalAmountCents, b.totalAmountCents);
  const charged = b.paymentStatus === "paid" || b.paymentStatus === "partially_refunded" || b.paymentStatus === "refunded";
  const refunded = charged ? Math.min(b.refundedCents, deposit) : 0;
  const ended = b.status === "denied" || b.status === "cancelled";
  return {
    total: formatCents(b.totalAmountCents),
    deposit: formatCents(deposit),
    held: formatCents(b.paymentStatus === "authorized" ? deposit : 0),
    paid: formatCents(charged ? deposit - refunded : 0),
    refunded: formatCents(refunded),
    balanceDue: formatCents(ended || b.source === "claim" ? 0 : b.totalAmountCents - deposit),
  };
}
