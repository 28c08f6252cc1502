"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { QUERY_KEYS } from "@/components/query/keys";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { decideUnpaidBalanceAction, payBalanceNowAction } from "@/lib/money/installments/actions";
import { EXTEND_DAYS, type BookingSchedule } from "@/lib/money/installments/schedule";
import { UpdateCardDialog } from "./update-card-dialog";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";

type Booking = { id: number; status: string; schedule?: BookingSchedule };

// The schedule's amounts are plain decimals ("3000.00"); shown through the one money formatter.
const usd = (amount: string) => formatUsd(parseDollarsToCents(amount) ?? 0);
const failureText = (err: unknown, fallback: string) => (err instanceof ActionRefusal || err instanceof Error ? err.message : fallback);

/** "Deposit $X paid Dec 1 · Balance $Y charged automatically Aug 3", with the hunter's banner and Pay now, or the outfitter's choice. */
export function BalanceSchedule({ booking, audience }: { booking: Booking; audience: "hunter" | "outfitter" }) {
  const s = booking.schedule;
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!s || booking.status === "denied") return null;
  const balance = s.balance;
  const reload = () =>
    void qc.invalidateQueries({ queryKey: audience === "hunter" ? QUERY_KEYS.hunter.bookings : QUERY_KEYS.outfitter.bookings });
  const run = async (fn: () => Promise<unknown>, success: string, fallback: string) => {
    setBusy(true);
    try {
      await fn();
      toast.success(success);
      reload();
    } catch (err) {
      toast.error(failureText(err, fallback));
      reload();
    } finally {
      setBusy(false);
    }
  };
  const open = booking.status === "accepted";
  const failed = open && balance?.state === "failed";
  return (
    <div className="space-y-2" id={`booking-${booking.id}`}>
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="booking-schedule">
        {s.text}
      </p>
      {audience === "hunter" && failed && (
        <div role="alert" className="flex flex-wrap items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-medium text-destructive">Your balance payment of {usd(balance!.amount)} failed</p>
            <p className="text-muted-foreground">
              {balance!.needsAuthentication
                ? "Your bank asks you to confirm the card (3-D Secure)."
                : (balance!.lastError ?? "The card was declined.")}{" "}
              {balance!.awaitingOutfitter ? "The outfitter has been told." : "Update your card and we charge it at once."}
            </p>
          </div>
          <UpdateCardDialog bookingId={booking.id} onSaved={reload} />
        </div>
      )}
      {audience === "hunter" && open && balance?.state === "scheduled" && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(
              () => callAction(payBalanceNowAction, { bookingId: booking.id }, "The balance could not be charged."),
              "Balance paid",
              "The balance could not be charged.",
            )
          }
        >
          Pay balance now ({usd(balance.amount)})
        </Button>
      )}
      {audience === "outfitter" && failed && balance!.awaitingOutfitter && (
        <div role="alert" className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium text-destructive">The {usd(balance!.amount)} balance is unpaid after its retries.</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void run(
                  () =>
                    callAction(decideUnpaidBalanceAction, { bookingId: booking.id, decision: "extend" }, "Could not extend the balance."),
                  `Balance extended ${EXTEND_DAYS} days`,
                  "Could not extend the balance.",
                )
              }
            >
              Extend {EXTEND_DAYS} days
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={busy}
              onClick={() =>
                void run(
                  () =>
                    callAction(decideUnpaidBalanceAction, { bookingId: booking.id, decision: "cancel" }, "Could not cancel the booking."),
                  "Booking cancelled under the policy",
                  "Could not cancel the booking.",
                )
              }
            >
              Cancel under the policy
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
