"use client";

import { callAction } from "@/lib/actions/call";
import { outfitterBalanceAction } from "@/lib/money/revenue/actions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { EmptyState } from "./panel";
import type { OutfitterBalanceRow } from "./types";
import { formatDate } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

type Action = "mark-paid" | "pause" | "unpause" | "send-reminder";
const FAILED: Record<Action, string> = {
  "mark-paid": "Failed to mark as paid",
  pause: "Failed to pause outfitter",
  unpause: "Failed to activate outfitter",
  "send-reminder": "Failed to send reminder",
};
const DONE: Record<Action, string> = {
  "mark-paid": "Commission marked as paid",
  pause: "Outfitter paused",
  unpause: "Outfitter activated",
  "send-reminder": "Payment reminder sent",
};

const usd = (s: string) => formatUsd(parseDollarsToCents(s) ?? 0);

function stateOf(o: OutfitterBalanceRow["outfitter"]) {
  if (!o.isApproved) return o.isActive ? "Pending Approval" : "Rejected";
  return o.isActive ? "Active" : "Paused";
}

/** Owed and paid per outfitter with mark paid, pause/unpause, reminder and the Card Payment notice. */
export function OutfitterBalances({ rows }: { rows: OutfitterBalanceRow[] }) {
  const qc = useQueryClient();
  const act = useMutation({
    mutationFn: ({ action, outfitterId }: { action: Action; outfitterId: number; name: string }) =>
      callAction(outfitterBalanceAction, { action, outfitterId }),
    onSuccess: (_d, v) => {
      toast.success("Success", { description: `${DONE[v.action]}: ${v.name}` });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.revenue });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.admin.users });
    },
    onError: (err, v) => toast.error(FAILED[v.action], { description: errorMessage(err, "Please try again.") }),
  });

  if (rows.length === 0) return <EmptyState>No outfitters yet</EmptyState>;
  return (
    <ul className="divide-y">
      {rows.map((b) => {
        const name = `${b.outfitter.firstName} ${b.outfitter.lastName}`;
        const owes = (parseDollarsToCents(b.totalOwed) ?? 0) > 0;
        const busy = act.isPending && act.variables?.outfitterId === b.outfitterId;
        const state = stateOf(b.outfitter);
        return (
          <li
            key={b.outfitterId}
            className="flex flex-col gap-3 py-3 xl:flex-row xl:items-center xl:justify-between"
            data-testid="outfitter-balance"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {name}
                <Badge variant={state === "Paused" ? "destructive" : "outline"}>{state}</Badge>
              </p>
              <p className="text-sm text-muted-foreground tabular-nums">
                Owed <span className={owes ? "font-semibold text-foreground" : undefined}>{usd(b.totalOwed)}</span> · Paid to date{" "}
                {usd(b.paidToDate)}
                {(parseDollarsToCents(b.collectedAtBooking) ?? 0) > 0 ? ` · Collected at booking ${usd(b.collectedAtBooking)}` : ""}
                {b.lastUpdated ? ` · Updated ${formatDate(b.lastUpdated)}` : ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy || !owes}
                onClick={() => act.mutate({ action: "mark-paid", outfitterId: b.outfitterId, name })}
              >
                Mark Paid
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || !owes}
                onClick={() => act.mutate({ action: "send-reminder", outfitterId: b.outfitterId, name })}
              >
                Send Reminder
              </Button>
              {b.outfitter.isActive ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => act.mutate({ action: "pause", outfitterId: b.outfitterId, name })}
                >
                  Pause
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => act.mutate({ action: "unpause", outfitterId: b.outfitterId, name })}
                >
                  Activate
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => toast.info("Card Payment", { description: "Card payment integration will be available later." })}
              >
                <CreditCard aria-hidden /> Card Payment
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
