"use client";

import { callAction } from "@/lib/actions/call";
import { markMismatchAction } from "@/lib/money/revenue/actions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { EmptyState } from "./panel";
import type { MismatchRow } from "./types";
import { formatDate } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

/** Hunters who said they booked when the outfitter reported nothing; the admin marks them reported. */
export function MismatchesList({ rows }: { rows: MismatchRow[] }) {
  const qc = useQueryClient();
  const mark = useMutation({
    mutationFn: (inquiryId: number) => callAction(markMismatchAction, { inquiryId }),
    onSuccess: () => {
      toast.success("Success", { description: "Mismatch marked as reported" });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.revenue });
    },
    onError: (err) => toast.error("Failed to mark mismatch", { description: errorMessage(err, "Please try again.") }),
  });
  if (rows.length === 0) return <EmptyState>No booking mismatches</EmptyState>;
  return (
    <ul className="divide-y">
      {rows.map((m) => (
        <li key={m.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="font-medium">
              {m.hunterName} → {m.outfitterName}
            </p>
            <p className="text-muted-foreground tabular-nums">
              {m.huntPrice ? `Hunt price ${formatUsd(parseDollarsToCents(m.huntPrice) ?? 0)} · ` : ""}
              Hunter said booked on {formatDate(m.createdAt)}
            </p>
          </div>
          {m.reportedAt ? (
            <Badge variant="secondary">Reported {formatDate(m.reportedAt)}</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={mark.isPending && mark.variables === m.inquiryId}
              onClick={() => mark.mutate(m.inquiryId)}
            >
              Mark Reported
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
