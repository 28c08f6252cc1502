"use client";

import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { useNow } from "@/components/hunter/use-now";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/call";
import { formatDateRange, formatDateTime, formatTimeLeft } from "@/lib/format/dates";
import { leaveWaitlistAction } from "@/lib/waitlists/actions";
import { useMyWaitlists } from "./use-my-waitlists";

/**
 * The hunter dashboard's waitlists: spots held for them first (with the hold's countdown and the
 * booking link), then their place in line on each full departure; either can be left.
 */
export function MyWaitlistsCard() {
  const mine = useMyWaitlists();
  const now = useNow(30_000);
  const leave = useMutation({
    mutationFn: (departureId: number) => callAction(leaveWaitlistAction, { departureId }),
    onSuccess: () => {
      toast.success("You left the waitlist");
      return mine.refresh();
    },
    onError: (e) => toast.error("Could not leave the waitlist", { description: e.message }),
  });
  const list = mine.data ?? [];
  // Nothing to show until the hunter joins one: the card stays out of the way.
  if (!mine.isLoading && !mine.isError && list.length === 0) return null;

  return (
    <Card id="waitlists">
      <CardHeader>
        <CardTitle className="text-xl">Waitlists</CardTitle>
        <CardDescription>Full departures you are waiting for. Spots that free up are held for 24 hours.</CardDescription>
      </CardHeader>
      <CardContent>
        {mine.isLoading ? (
          <Skeleton className="h-16" />
        ) : mine.isError ? (
          <p className="text-sm text-destructive">Failed to fetch your waitlists</p>
        ) : (
          <ul role="list" className="grid grid-cols-[minmax(0,1fr)] gap-2" data-testid="my-waitlists">
            {list.map((e) => (
              <li key={e.departureId} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                <div className="min-w-0 flex-1">
                  <Link href={`/hunt/${e.huntId}`} className="block truncate font-medium hover:underline">
                    {e.huntTitle}
                  </Link>
                  <p className="text-xs text-muted-foreground">{`${formatDateRange(e.startDate, e.endDate)} · party of ${e.partySize}`}</p>
                  {e.status === "offered" && e.offerExpiresAt && (
                    <p className="mt-1 flex items-center gap-1 text-sm font-medium text-primary" role="timer" aria-live="off">
                      <Clock aria-hidden className="size-4" />
                      {`Held for you: ${formatTimeLeft(e.offerExpiresAt, now)} left (until ${formatDateTime(e.offerExpiresAt)})`}
                    </p>
                  )}
                </div>
                {e.status === "offered" ? (
                  <Button asChild size="sm">
                    <Link href={e.bookUrl}>Book now</Link>
                  </Button>
                ) : (
                  <Badge variant="outline">{`Number ${e.place} in line`}</Badge>
                )}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={leave.isPending}
                  onClick={() => leave.mutate(e.departureId)}
                  aria-label={`Leave the waitlist for ${e.huntTitle}, ${formatDateRange(e.startDate, e.endDate)}`}
                >
                  Leave
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
