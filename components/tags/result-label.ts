import type { PublicTagResult } from "@/lib/tags/results";

// Client-safe words for one hunter's draw status, shared by both dashboards.
export function resultLabel(r: Pick<PublicTagResult, "status" | "review" | "resolution" | "resolutionState">): string {
  if (r.status === "pending") return "Tag pending";
  const base = r.status === "drawn" ? "Drawn" : "Not drawn";
  if (r.resolutionState === "rolling_over") return `${base} — rolling over`;
  if (r.resolution === "refund") return `${base} — refunded`;
  if (r.resolution === "credit") return `${base} — credit given`;
  if (r.resolution === "rollover") return `${base} — rolled to next season`;
  if (r.resolution === "switch") return `${base} — switched hunt`;
  if (r.review === "unconfirmed") return `${base} — awaiting confirmation`;
  if (r.review === "disputed") return `${base} — disputed`;
  return `${base} — confirmed`;
}
