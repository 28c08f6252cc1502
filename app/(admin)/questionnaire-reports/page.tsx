import type { Metadata } from "next";
import { MonthlyReportsPage } from "@/components/admin/monthly-reports-page";

export const metadata: Metadata = { title: "Monthly Reports", robots: { index: false } };

/** Monthly report tracking (admin only); the month and year default to the current ones. */
export default function QuestionnaireReportsPage() {
  const now = new Date();
  return <MonthlyReportsPage initialMonth={now.getUTCMonth() + 1} initialYear={now.getUTCFullYear()} />;
}
