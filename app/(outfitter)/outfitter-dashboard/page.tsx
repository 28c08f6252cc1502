import type { Metadata } from "next";
import { OutfitterDashboard } from "@/components/outfitter/outfitter-dashboard";

export const metadata: Metadata = { title: "Outfitter Dashboard", robots: { index: false } };

export default function OutfitterDashboardPage() {
  return <OutfitterDashboard />;
}
