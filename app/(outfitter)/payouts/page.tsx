import type { Metadata } from "next";
import { PayoutTransfers } from "@/components/outfitter/payout-transfers";
import { OutfitterGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Payouts", robots: { index: false } };

/** /payouts — what reached and left the outfitter's payout account (GET /api/outfitter/payouts/transfers). Gated here as well as by the layout (issue 52). */
export default function PayoutsPage() {
  return (
    <OutfitterGate>
      <PayoutTransfers />
    </OutfitterGate>
  );
}
