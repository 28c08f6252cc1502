import { OutfitterGate } from "@/components/layout/area-gates";
import { AreaLayout } from "@/components/query/area-layout";

/**
 * The outfitter's pages (/outfitter-dashboard, /hunt/{id}/bookings, the test payouts page), gated
 * on the server: the answer is the dashboard or the refusal, never a spinner first. A paused
 * outfitter is admitted (its dialogs settle the pause; the services refuse other writes). Each page
 * repeats the gate (a client navigation may render it without this layout), and the API behind
 * each page checks the role and the ownership again.
 */
export default function OutfitterArea({ children }: { children: React.ReactNode }) {
  return (
    <OutfitterGate>
      <AreaLayout>{children}</AreaLayout>
    </OutfitterGate>
  );
}
