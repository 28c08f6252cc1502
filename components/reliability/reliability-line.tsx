import { Clock } from "@/components/ui/icons";
import type { PublicReliability } from "@/lib/reliability/public";

/** "Usually responds within 3 hours · 98% response rate · 0 cancellations in 12 months", from the stored figures. */
export function ReliabilityLine({ reliability, className }: { reliability?: PublicReliability | null; className?: string }) {
  if (!reliability?.line) return null;
  const basis = [
    reliability.responseItems ? `${reliability.responseItems} booking requests and first messages in 90 days` : null,
    reliability.acceptedBookings ? `${reliability.acceptedBookings} accepted bookings in 12 months` : null,
  ].filter(Boolean);
  return (
    <p className={className ?? "flex items-start gap-1.5 text-sm"} data-testid="reliability-line">
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        {reliability.line}
        {basis.length > 0 && <span className="block text-xs text-muted-foreground">Based on {basis.join(" and ")}</span>}
      </span>
    </p>
  );
}
