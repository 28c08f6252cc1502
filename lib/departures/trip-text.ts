import { POLICY_TEXT, type CancellationPolicy } from "@/lib/money/refunds/cancellation-policies";
import { formatDateRange } from "./dates";

// Client-safe. A booking made before departures (or a claim) falls back to the hunt's dates text.
export function tripText(b: {
  partySize?: number;
  departure?: { startDate: string; endDate: string } | null;
  hunt?: { dates: string } | null;
  cancellationPolicy?: CancellationPolicy | null;
}): string {
  const when = b.departure ? formatDateRange(b.departure.startDate, b.departure.endDate) : (b.hunt?.dates ?? "");
  const party = b.partySize && b.partySize > 1 ? `${b.partySize} hunters` : "";
  const policy = b.cancellationPolicy ? `${POLICY_TEXT[b.cancellationPolicy].name} cancellation` : "";
  return [when, party, policy].filter(Boolean).join(" · ");
}
