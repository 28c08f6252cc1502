import type { Metadata } from "next";
import { OutfitterDashboard } from "@/components/outfitter/outfitter-dashboard";
import { OutfitterGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Outfitter Dashboard", robots: { index: false } };

function OutfitterDashboardPageContent() {
  return <OutfitterDashboard />;
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function OutfitterDashboardPage() {
  return (
    <OutfitterGate>
      <OutfitterDashboardPageContent />
    </OutfitterGate>
  );
}
