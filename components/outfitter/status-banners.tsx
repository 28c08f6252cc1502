"use client";

import { AlertTriangle, CheckCircle2, Clock, FileText, PauseCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { CurrentReport } from "@/lib/reports/questionnaire";
import type { PublicUser } from "@/lib/users/public-user";
import { cn } from "@/lib/utils";
import { formatMonth } from "@/lib/format/dates";

/** Account status (spec 001 §4): Pending Approval, Active, or Paused. */
export function AccountStatusBanner({ user }: { user: PublicUser }) {
  const state = !user.isApproved ? "pending" : user.isActive ? "active" : "paused";
  const { Icon, title, text, tone } = {
    pending: {
      Icon: Clock,
      title: "Pending Approval",
      text: "Your outfitter account is waiting for approval, which usually takes 24 to 48 hours. You can create hunts once it is approved.",
      tone: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100",
    },
    active: {
      Icon: CheckCircle2,
      title: "Active",
      text: "Your account is approved and active. Your hunts are visible to hunters.",
      tone: "border-primary/30 bg-accent text-accent-foreground",
    },
    paused: {
      Icon: PauseCircle,
      title: "Paused",
      text: "Your account is paused, so your hunts are hidden and you cannot list hunts or answer hunters. Pay any commission you owe and file your monthly report, then message an admin to reactivate it.",
      tone: "border-destructive/40 bg-destructive/10 text-foreground",
    },
  }[state];
  return (
    <div role="status" className={cn("flex items-start gap-3 rounded-xl border px-4 py-3", tone)}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <span className="font-semibold">Account status: {title}.</span> {text}
      </p>
    </div>
  );
}

/** 'Monthly Report Required' in blue, 'Monthly Report Overdue' in red from the 15th (spec 001 §2). */
export function MonthlyReportBanner({ report, onSubmit }: { report: CurrentReport; onSubmit: () => void }) {
  if (!report.required) return null;
  const overdue = report.isOverdue;
  const monthName = formatMonth(report.year, report.month, { withYear: false });
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between",
        overdue
          ? "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
          : "border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950/40 dark:text-blue-100",
      )}
    >
      <div className="flex items-start gap-3">
        {overdue ? (
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
        ) : (
          <FileText aria-hidden className="mt-0.5 size-5 shrink-0" />
        )}
        <div>
          <p className="font-semibold">{overdue ? "Monthly Report Overdue" : "Monthly Report Required"}</p>
          <p className="text-sm">
            {overdue
              ? `Your ${monthName} booking report was due by the 14th. Please submit it now to keep your account in good standing.`
              : `Please submit your ${monthName} booking report. It is due within 2 weeks of the 1st.`}
          </p>
        </div>
      </div>
      <Button
        onClick={onSubmit}
        className={cn("shrink-0", overdue ? "bg-red-700 text-white hover:bg-red-700/90" : "bg-blue-700 text-white hover:bg-blue-700/90")}
      >
        Submit Now
      </Button>
    </div>
  );
}
