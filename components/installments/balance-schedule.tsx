"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { QUERY_KEYS } from "@/components/query/keys";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { decideUnpaidBalanceAction, payBalanceNowAction } from "@/lib/money/installments/actions";
import { EXTEND_DAYS, type BookingSchedule, type ShareBalance } from "@/lib/money/installments/schedule";
import { UpdateCardDialog } from "./update-card-dialog";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";

type Booking = { id: number; status: string; schedule?: BookingSchedule };

// The schedule's amounts are plain decimals ("3000.00"); shown through the one money formatter.
const cents = (amount: string) => parseDollarsToCents(amount) ?? 0;
const usd = (amount: string) => formatUsd(cents(amount));
const sumUsd = (items: { amount: string }[]) => formatUsd(items.reduce((a, i) => a + cents(i.amount), 0));
const failureText = (err: unknown, fallback: string) => (err instanceof ActionRefusal || err instanceof Error ? err.message : fallback);

/** One balance to pay: the booking's own, or one hunter's share of a party paying in shares. */
type Payable = {
  memberId: number | null;
  label: string | null;
  amount: string;
  state: string;
  lastError: string | null;
  needsAuthentication: boolean;
  awaitingOutfitter: boolean;
};

const payablesOf = (s: BookingSchedule): Payable[] =>
  s.shares
    ? s.shares.map((x) => ({ ...x, label: x.name ?? `Hunter ${x.position + 1}` }))
    : s.balance && s.balance.state !== "direct"
      ? [{ ...s.balance, memberId: null, label: null }]
      : [];

/**
 * "Deposit $X paid Dec 1 · Balance $Y charged automatically Aug 3", with the hunter's banner and Pay now, or the outfitter's choice.
 * A party paying in shares lists each hunter's balance share; the hunter's banner and Pay now are for the shares they pay (`mine`:
 * by default the lead's, as on My Bookings), the outfitter decides per share.
 */
export function BalanceSchedule({
  booking,
  audience,
  mine = (x) => x.paidByLead,
  onChanged,
}: {
  booking: Booking;
  audience: "hunter" | "outfitter";
  mine?: (share: ShareBalance) => boolean;
  onChanged?: () => void;
}) {
  const s = booking.schedule;
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!s || booking.status === "denied") return null;
  const reload = () => {
    void qc.invalidateQueries({ queryKey: audience === "hunter" ? QUERY_KEYS.hunter.bookings : QUERY_KEYS.outfitter.bookings });
    onChanged?.();
  };
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
  const all = payablesOf(s);
  const own = s.shares ? s.shares.filter(mine).map((x) => all.find((p) => p.memberId === x.memberId)!) : all;
  const failed = open ? own.filter((p) => p.state === "failed") : [];
  const scheduled = open ? own.filter((p) => p.state === "scheduled") : [];
  const asked = open ? all.filter((p) => p.state === "failed" && p.awaitingOutfitter) : [];
  const what = s.shares ? "balance share" : "balance";
  return (
    <div className="space-y-2" id={`booking-${booking.id}`}>
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="booking-schedule">
        {s.text}
      </p>
      {s.shares && (
        <ul aria-label="Balance shares" className="space-y-0.5 text-sm text-muted-foreground tabular-nums">
          {s.shares.map((x) => (
            <li key={x.memberId} data-testid="share-balance" className={x.state === "failed" ? "text-destructive" : undefined}>
              {x.text}
            </li>
          ))}
        </ul>
      )}
      {audience === "hunter" && failed.length > 0 && (
        <div role="alert" className="flex flex-wrap items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-medium text-destructive">
              Your {what} payment of {sumUsd(failed)} failed
            </p>
            <p className="text-muted-foreground">
              {failed.some((p) => p.needsAuthentication)
                ? "Your bank asks you to confirm the card (3-D Secure)."
                : (failed[0]!.lastError ?? "The card was declined.")}{" "}
              {failed.some((p) => p.awaitingOutfitter) ? "The outfitter has been told." : "Update your card and we charge it at once."}
            </p>
          </div>
          <UpdateCardDialog bookingId={booking.id} onSaved={reload} />
        </div>
      )}
      {audience === "hunter" && scheduled.length > 0 && (
        <Button
          size="sm"
          variant="outline"
          // "Pay balance share now ($3,900.00)" is wider than a 320 px phone's column: it wraps there.
          className="h-auto min-h-8 max-w-full whitespace-normal"
          disabled={busy}
          onClick={() =>
            void run(
              () => callAction(payBalanceNowAction, { bookingId: booking.id }, "The balance could not be charged."),
              "Balance paid",
              "The balance could not be charged.",
            )
          }
        >
          Pay {what} now ({sumUsd(scheduled)})
        </Button>
      )}
      {audience === "outfitter" &&
        asked.map((p) => (
          <div
            key={p.memberId ?? "booking"}
            role="alert"
            className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          >
            <p className="font-medium text-destructive">
              The {usd(p.amount)} {p.label ? `balance share of ${p.label}` : "balance"} is unpaid after its retries.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void run(
                    () =>
                      callAction(
                        decideUnpaidBalanceAction,
                        { bookingId: booking.id, decision: "extend", ...(p.memberId ? { memberId: p.memberId } : {}) },
                        "Could not extend the balance.",
                      ),
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
        ))}
    </div>
  );
}
