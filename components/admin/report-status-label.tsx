import { Badge } from "@/components/ui/badge";

/** The admin's labels for a monthly report answer (spec 001 §4). */
export const REPORT_STATUS_LABELS: Record<string, string> = {
  yes: "Completed",
  "yes-partial-deposit": "Partial Deposit",
  pending: "Pending",
  no: "No Booking",
  "no-response": "No Response",
};

/** `pastDue` false: the month's report is not due yet, so a missing one is "Not Due Yet", not "No Response". */
export function reportStatusLabel(status: string, pastDue = true): string {
  return status === "no-response" && !pastDue ? "Not Due Yet" : (REPORT_STATUS_LABELS[status] ?? status);
}

export function ReportStatusBadge({ status, pastDue = true }: { status: string; pastDue?: boolean }) {
  if (status === "no-response" && !pastDue) return <Badge variant="outline">{reportStatusLabel(status, pastDue)}</Badge>;
  const variant = status === "yes" ? "default" : status === "no-response" ? "destructive" : status === "no" ? "secondary" : "outline";
  return <Badge variant={variant}>{reportStatusLabel(status)}</Badge>;
}
