import { formatUsd, parseDollarsToCents } from "@/lib/format/money";

/**
 * The toast after an accepted booking is cancelled. Green (success) only when money comes back: a cancellation that refunds
 * nothing is told in the neutral toast, so a hunter who keeps nothing back is not congratulated on it.
 */
export type CancelledToast = { kind: "success" | "message"; title: string; description: string };

type Quote = { refund: string; paid: string; policyName: string; by: "hunter" | "outfitter"; message: string };

export function cancelledToast(q: Quote): CancelledToast {
  const refundCents = parseDollarsToCents(q.refund) ?? 0;
  if (refundCents > 0) {
    return {
      kind: "success",
      title: "Booking Cancelled",
      description: `${q.message.replace("You will be", "You are being").replace("The hunter will be", "The hunter is being")}.`,
    };
  }
  const paidCents = parseDollarsToCents(q.paid) ?? 0;
  const whose = q.by === "hunter" ? "You are" : "The hunter is";
  return {
    kind: "message",
    title: "Booking Cancelled",
    description:
      paidCents > 0
        ? `${whose} refunded nothing of the ${formatUsd(paidCents)} paid, under the ${q.policyName} cancellation policy.`
        : "Nothing had been paid online, so there is nothing to refund.",
  };
}
