"use client";

import Link from "next/link";
import { useState } from "react";
import { BellRing, MessageCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { followUpRows, type FollowUpRow, type MessagedOutfitterRef } from "@/lib/inquiries/follow-up-rows";
import { INQUIRY_STATUS_LABELS, type MyBookingInquiry } from "@/lib/inquiries/schema";
import { useApiQuery } from "./api-query";
import { FollowUpForm } from "./follow-up-form";
import { useNow } from "./use-now";
import { QUERY_KEYS } from "@/components/query/keys";

const LABEL_VARIANT = { yes: "default", no: "outline", maybe: "accent", initial: "secondary" } as const;

/**
 * Booking Follow-ups: the hunter's inquiries and the outfitters they talk with,
 * with their labels (Booked, Not Booked, Considering, Unknown). One whose conversation has gone
 * quiet is due: its follow-up opens in a modal.
 */
export function BookingFollowUpsCard() {
  const inquiries = useApiQuery<MyBookingInquiry[]>(QUERY_KEYS.hunter.myInquiries);
  const messaged = useApiQuery<MessagedOutfitterRef[]>(QUERY_KEYS.hunter.messagedOutfitters);
  const [answering, setAnswering] = useState<FollowUpRow | null>(null);
  const now = useNow();
  const rows = followUpRows(inquiries.data ?? [], messaged.data ?? [], now);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Booking Follow-ups</CardTitle>
        <CardDescription>Tell us whether you booked with the outfitters you contacted.</CardDescription>
      </CardHeader>
      <CardContent>
        {inquiries.isLoading || messaged.isLoading ? (
          <Skeleton className="h-20" />
        ) : inquiries.isError ? (
          <p className="text-sm text-destructive">Failed to fetch your booking follow-ups</p>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            No follow-ups yet. After you message an outfitter we&apos;ll check in here.
          </p>
        ) : (
          <ul role="list" className="grid max-h-80 grid-cols-[minmax(0,1fr)] gap-2 overflow-y-auto pr-1">
            {rows.map((i) => (
              <li key={i.key} className="grid min-w-0 gap-2 rounded-lg border p-3">
                <div className="flex items-center gap-2">
                  <p className="min-w-0 flex-1 truncate font-medium">{i.outfitterFirstName}</p>
                  <Badge variant={LABEL_VARIANT[i.bookingStatus]}>{INQUIRY_STATUS_LABELS[i.bookingStatus]}</Badge>
                  <Button asChild size="icon" variant="ghost" className="size-8">
                    <Link href={`/messages?recipient=${i.outfitterId}&autoOpen=true`} aria-label={`Message ${i.outfitterFirstName}`}>
                      <MessageCircle aria-hidden />
                    </Link>
                  </Button>
                </div>
                {i.due && (
                  <div className="flex items-center justify-between gap-2">
                    <p className="flex items-center gap-1 text-xs font-medium text-blaze-ink">
                      <BellRing aria-hidden className="size-3.5" />
                      Follow-up due
                    </p>
                    <Button size="sm" onClick={() => setAnswering(i)}>
                      Update
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={answering !== null} onOpenChange={(o) => !o && setAnswering(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Booking follow-up</DialogTitle>
            <DialogDescription>Your answer helps us keep outfitter recommendations and records accurate.</DialogDescription>
          </DialogHeader>
          {answering && (
            <FollowUpForm
              outfitterId={answering.outfitterId}
              outfitterFirstName={answering.outfitterFirstName}
              huntId={answering.huntId}
              onDone={() => setAnswering(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
