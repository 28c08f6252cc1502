import type { Metadata } from "next";
import { DashboardSkeleton } from "@/components/layout/dashboard-skeleton";
import { OutfitterDashboard } from "@/components/outfitter/outfitter-dashboard";
import { OutfitterGate } from "@/components/outfitter/outfitter-gate";

export const metadata: Metadata = { title: "Outfitter Dashboard", robots: { index: false } };

export default function OutfitterDashboardPage() {
  return (
    <OutfitterGate loading={<DashboardSkeleton kind="outfitter" label="Loading your dashboard" />}>
      <OutfitterDashboard />
    </OutfitterGate>
  );
}
