"use client";

import { callAction } from "@/lib/actions/call";
import { answerClaimAction } from "@/lib/claims/actions";
import { useMutation } from "@tanstack/react-query";
import { PAUSED_HINT, useAccountPaused } from "./use-account-paused";
import { Check, Mail, X } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { failureText, usePendingClaims, useRefreshOutfitter } from "./queries";
import { formatDate } from "@/lib/format/dates";

/** Pending Booking Claims: accept (booking + 10% commission, report form 1.5 s later) or deny. */
export function PendingClaimsCard({ onAccepted }: { onAccepted: () => void }) {
  const claims = usePendingClaims();
  const paused = useAccountPaused();
  const refresh = useRefreshOutfitter();
  const respond = useMutation({
    // Through answerClaimAction (POST /api/booking-claims/{id}/respond's twin).
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => callAction(answerClaimAction, { claimId: id, accept }),
    onSuccess: (answer, v) => {
      refresh();
      if (v.accept) {
        toast.success("Booking Claim Accepted", {
          description: `The booking was added and ${formatUsd(parseDollarsToCents(answer.commission) ?? 0)} commission was added to your balance.`,
        });
        setTimeout(onAccepted, 1500);
      } else toast.success("Booking Claim Denied", { description: "The hunter has been notified." });
    },
    onError: (err) => toast.error("Failed to process booking claim.", { description: failureText(err, "Please try again.") }),
  });
  const list = claims.data ?? [];

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Pending Booking Claims</CardTitle>
        <CardDescription>Hunters who say they booked with you</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {claims.isLoading ? (
          <Skeleton className="h-24" />
        ) : list.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No pending booking claims</p>
        ) : (
          list.map((c) => (
            <div key={c.id} className="rounded-lg border p-3" data-testid="booking-claim">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {c.hunter.firstName} {c.hunter.lastName}
                  </p>
                  <a href={`mailto:${c.hunter.email}`} className="flex min-w-0 items-center gap-1 text-sm text-primary hover:underline">
                    <Mail aria-hidden className="size-3.5 shrink-0" /> <span className="truncate">{c.hunter.email}</span>
                  </a>
                </div>
                <p className="shrink-0 font-semibold tabular-nums">{formatUsd(parseDollarsToCents(c.huntPrice) ?? 0)}</p>
              </div>
              <p className="mt-2 text-sm">{c.huntDescription}</p>
              {c.notes && <p className="mt-1 text-sm text-muted-foreground">“{c.notes}”</p>}
              <p className="mt-1 text-xs text-muted-foreground">
                {c.bookingDate ? `Hunt date ${c.bookingDate} · ` : ""}Claimed {formatDate(c.createdAt)}
              </p>
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Button
                  size="sm"
                  disabled={respond.isPending || paused}
                  title={paused ? PAUSED_HINT : undefined}
                  onClick={() => respond.mutate({ id: c.id, accept: true })}
                >
                  <Check aria-hidden /> Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={respond.isPending || paused}
                  title={paused ? PAUSED_HINT : undefined}
                  onClick={() => respond.mutate({ id: c.id, accept: false })}
                >
                  <X aria-hidden /> Deny
                </Button>
              </div>
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
