import type { Metadata } from "next";
import { MonthlyReportsPage } from "@/components/admin/monthly-reports-page";
import { AdminGate } from "@/components/layout/area-gates";
import { reportPeriod } from "@/lib/reports/period";

export const metadata: Metadata = { title: "Monthly Reports", robots: { index: false } };

/** Monthly report tracking (admin only); the month and year default to the one outfitters are asked for: the month that ended. */
function QuestionnaireReportsPageContent() {
  const { month, year } = reportPeriod(new Date());
  return <MonthlyReportsPage initialMonth={month} initialYear={year} />;
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function QuestionnaireReportsPage() {
  return (
    <AdminGate>
      <QuestionnaireReportsPageContent />
    </AdminGate>
  );
}
