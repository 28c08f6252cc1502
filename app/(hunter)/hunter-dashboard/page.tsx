import type { Metadata } from "next";
import { HunterDashboard } from "@/components/hunter/hunter-dashboard";
import { HunterGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Hunter Dashboard", robots: { index: false } };

/** /hunter-dashboard: the (hunter) layout admits hunters only. */
function HunterDashboardPageContent() {
  return <HunterDashboard />;
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function HunterDashboardPage() {
  return (
    <HunterGate>
      <HunterDashboardPageContent />
    </HunterGate>
  );
}
