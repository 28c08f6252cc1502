"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/call";
import { addDays, formatDateRange, todayIn } from "@/lib/departures/dates";
import { clearDealAction, markDealAction } from "@/lib/departures/actions";
import { DEAL_WINDOW_DAYS, dealPercentText, departurePriceOf } from "@/lib/departures/deals";
import type { PublicDeparture } from "@/lib/departures/present";
import { formatUsd } from "@/lib/format/money";
import { failureText, useRefreshOutfitter, type OwnHunt } from "./queries";

/**
 * The outfitter's last-minute deals of one hunt (issue 50): each departure starting within the next
 * 60 days may be marked as a deal with a discount, changed or ended (markDealAction, clearDealAction).
 */
export function LastMinuteDeals({ hunt, paused }: { hunt: OwnHunt; paused: boolean }) {
  const today = todayIn(hunt.timeZone);
  const last = addDays(today, DEAL_WINDOW_DAYS);
  const soon = hunt.departures.filter((d) => d.startDate >= today && d.startDate <= last);
  return (
    <section aria-labelledby="deals-heading" className="flex flex-col gap-3">
      <h2 id="deals-heading" className="font-display text-2xl font-bold">
        Last-minute deals
      </h2>
      <p className="text-sm text-muted-foreground">
        {`A departure starting within the next ${DEAL_WINDOW_DAYS} days can be a deal: its discount applies to bookings of that departure until it starts. The larger of the hunt's own discount and the deal's applies.`}
      </p>
      {soon.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          {`No departure of this hunt starts within the next ${DEAL_WINDOW_DAYS} days`}
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {soon.map((d) => (
            <DealRow key={d.id} hunt={hunt} departure={d} paused={paused} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DealRow({ hunt, departure: d, paused }: { hunt: OwnHunt; departure: PublicDeparture; paused: boolean }) {
  const refresh = useRefreshOutfitter();
  const [percent, setPercent] = useState(d.dealDiscountBp === null ? "" : dealPercentText(d.dealDiscountBp));
  const dates = formatDateRange(d.startDate, d.endDate);
  const done = (message: string) => {
    toast.success(message, { description: dates });
    refresh("hunts");
  };
  const mark = useMutation({
    mutationFn: () => callAction(markDealAction, { departureId: d.id, percent }),
    onSuccess: () => done("Last-minute deal saved"),
    onError: (err) => toast.error("Failed to save the deal.", { description: failureText(err, "Please try again.") }),
  });
  const end = useMutation({
    mutationFn: () => callAction(clearDealAction, { departureId: d.id }),
    onSuccess: () => {
      setPercent("");
      done("Last-minute deal ended");
    },
    onError: (err) => toast.error("Failed to end the deal.", { description: failureText(err, "Please try again.") }),
  });
  const inputId = `deal-percent-${d.id}`;
  const busy = mark.isPending || end.isPending || paused;
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 px-4 py-3" data-testid={`deal-${d.id}`}>
      <div className="flex flex-col gap-1">
        <span className="font-medium tabular-nums">{dates}</span>
        {d.dealDiscountBp !== null ? (
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="accent">Last-minute</Badge>
            {`${dealPercentText(d.dealDiscountBp)}% off: ${formatUsd(departurePriceOf(hunt, d.dealDiscountBp))} per hunter`}
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">{`${d.spotsLeft} ${d.spotsLeft === 1 ? "spot" : "spots"} left · not a deal`}</span>
        )}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          mark.mutate();
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={inputId}>{`Discount (%) for ${dates}`}</Label>
          <Input id={inputId} inputMode="decimal" className="w-28" value={percent} onChange={(e) => setPercent(e.target.value)} required />
        </div>
        <Button type="submit" size="sm" disabled={busy}>
          {d.dealDiscountBp === null ? "Mark as deal" : "Update deal"}
        </Button>
        {d.dealDiscountBp !== null && (
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => end.mutate()}>
            End deal
          </Button>
        )}
      </form>
    </li>
  );
}
