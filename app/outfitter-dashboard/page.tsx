import type { Metadata } from "next";
import { OutfitterDashboard } from "@/components/outfitter/outfitter-dashboard";
import { OutfitterGate } from "@/components/outfitter/outfitter-gate";

export const metadata: Metadata = { title: "Outfitter Dashboard", robots: { index: false } };

export default function OutfitterDashboardPage() {
  return (
    <OutfitterGate>
      <OutfitterDashboard />
    </OutfitterGate>
  );
}
