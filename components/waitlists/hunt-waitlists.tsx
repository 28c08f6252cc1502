"use client";

import { useQuery } from "@tanstack/react-query";
import { QUERY_KEYS } from "@/components/query/keys";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api } from "@/lib/api-client";
import { formatDate, formatDateRange, formatDateTime } from "@/lib/format/dates";
import type { HuntWaitlist } from "@/lib/waitlists/schema";

/** The outfitter's waitlists of one hunt (GET /api/outfitter/hunts/{id}/waitlists), a table per departure with anyone in line. */
export function HuntWaitlists({ huntId }: { huntId: number }) {
  const lists = useQuery({
    queryKey: QUERY_KEYS.outfitter.huntWaitlists(huntId),
    queryFn: () => api.get<HuntWaitlist[]>(`/api/outfitter/hunts/${huntId}/waitlists`),
  });
  return (
    <section aria-labelledby="waitlists-heading" className="flex flex-col gap-3">
      <h2 id="waitlists-heading" className="font-display text-2xl font-bold">
        Waitlists
      </h2>
      {lists.isLoading ? (
        <Skeleton className="h-24" />
      ) : lists.isError ? (
        <p className="text-sm text-destructive">Failed to fetch the waitlists</p>
      ) : (lists.data ?? []).length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          Nobody is waiting for a departure of this hunt
        </p>
      ) : (
        lists.data!.map((d) => (
          <div key={d.departureId} className="rounded-xl border bg-card" data-testid={`waitlist-${d.departureId}`}>
            <p className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3 text-sm">
              <span className="font-medium tabular-nums">{formatDateRange(d.startDate, d.endDate)}</span>
              <span className="text-muted-foreground">{`${d.spotsLeft} of ${d.spots} spots free · ${d.entries.length} in line`}</span>
            </p>
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>#</TableHead>
                    <TableHead>Hunter</TableHead>
                    <TableHead>Party</TableHead>
                    <TableHead>Joined</TableHead>
                    <TableHead>Status</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {d.entries.map((e) => (
                    <TableRow key={e.id}>
                      <TableCell className="tabular-nums">{e.place}</TableCell>
                      <TableCell className="font-medium">{e.hunterFirstName}</TableCell>
                      <TableCell className="tabular-nums">{e.partySize}</TableCell>
                      <TableCell>{formatDate(e.joinedAt)}</TableCell>
                      <TableCell className="whitespace-normal">
                        {e.status === "offered" ? (
                          <Badge variant="accent">{`Offer held until ${formatDateTime(e.offerExpiresAt!)}`}</Badge>
                        ) : (
                          <Badge variant="outline">Waiting</Badge>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </div>
        ))
      )}
    </section>
  );
}
