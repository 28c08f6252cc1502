import { Landmark } from "lucide-react";
import { MessageOutfitterButton } from "@/components/messages/message-outfitter-button";
import { NOT_ACCEPTING_PAYMENTS_MESSAGE } from "@/lib/money/payouts/state";

/** In place of the booking form when the outfitter has no Active payout account: book by message instead. */
export function NotAcceptingPayments({ outfitterId }: { outfitterId: number }) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-blaze/50 bg-blaze/10 p-5 sm:flex-row sm:items-start" role="status">
      <Landmark aria-hidden className="size-5 shrink-0 text-blaze sm:mt-0.5" />
      <div className="flex flex-col gap-3">
        <p className="font-semibold">{NOT_ACCEPTING_PAYMENTS_MESSAGE}</p>
        <p className="text-sm text-muted-foreground">
          Your card is not charged here. The outfitter can confirm dates and take payment directly.
        </p>
        <MessageOutfitterButton outfitterId={outfitterId} booking className="self-start" />
      </div>
    </div>
  );
}
