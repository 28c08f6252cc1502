import type { Metadata } from "next";
import { MonthlyReportsPage } from "@/components/admin/monthly-reports-page";
import { AdminGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Monthly Reports", robots: { index: false } };

/** Monthly report tracking (admin only); the month and year default to the current ones. */
function QuestionnaireReportsPageContent() {
  const now = new Date();
  return <MonthlyReportsPage initialMonth={now.getUTCMonth() + 1} initialYear={now.getUTCFullYear()} />;
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function QuestionnaireReportsPage() {
  return (
    <AdminGate>
      <QuestionnaireReportsPageContent />
    </AdminGate>
  );
}
