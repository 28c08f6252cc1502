import type { Metadata } from "next";
import { HunterDashboard } from "@/components/hunter/hunter-dashboard";

export const metadata: Metadata = { title: "Hunter Dashboard", robots: { index: false } };

/** /hunter-dashboard: the (hunter) layout admits hunters only. */
export default function HunterDashboardPage() {
  return <HunterDashboard />;
}
