import { formatUsd, parseDollarsToCents } from "@/lib/format/money";

/** A held card the outfitter denied or the hunter cancelled: the hold was let go, nothing taken. */
export const CARD_NOT_CHARGED_TEXT = "Hold released — card not charged";

type Paid = { paymentStatus?: string; depositAmount?: string; balanceDue?: string; expired?: boolean };

const usd = (s: string | undefined) => formatUsd(parseDollarsToCents(s ?? "") ?? 0);
const balanceOf = (b: Paid) => parseDollarsToCents(b.balanceDue ?? "") ?? 0;

/** What the card holds or paid, beside a booking's total for the outfitter; null when there is nothing to say. */
export function outfitterPaymentText(b: Paid): string | null {
  const balance = balanceOf(b) > 0 ? ` · Balance due from the hunter: ${usd(b.balanceDue)}` : "";
  switch (b.paymentStatus) {
    case "authorized":
      return `Card hold: ${usd(b.depositAmount)} — captured when you accept`;
    case "paid":
      return `${balance ? "Deposit captured" : "Captured"}: ${usd(b.depositAmount)}${balance}`;
    case "released":
      return CARD_NOT_CHARGED_TEXT;
    default:
      return null;
  }
}

/** An unanswered request says so in its own words (NOT_ANSWERED_TEXT), not as a released hold. */
export function hunterReleasedText(b: Paid): string | null {
  return b.paymentStatus === "released" && !b.expired ? CARD_NOT_CHARGED_TEXT : null;
}
