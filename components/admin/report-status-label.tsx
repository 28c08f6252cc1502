import { Badge } from "@/components/ui/badge";

/** The admin's labels for a monthly report answer (spec 001 §4). */
export const REPORT_STATUS_LABELS: Record<string, string> = {
  yes: "Completed",
  "yes-partial-deposit": "Partial Deposit",
  pending: "Pending",
  no: "No Booking",
  "no-response": "No Response",
};

export function ReportStatusBadge({ status }: { status: string }) {
  const variant = status === "yes" ? "default" : status === "no-response" ? "destructive" : status === "no" ? "secondary" : "outline";
  return <Badge variant={variant}>{REPORT_STATUS_LABELS[status] ?? status}</Badge>;
}
