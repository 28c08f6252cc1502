"use client";

import { useState } from "react";
import Link from "next/link";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "@/components/admin/panel";
import { QUERY_KEYS } from "@/components/query/keys";
import { selectClass } from "@/components/search/select-class";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api-client";
import { formatDate } from "@/lib/format/dates";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { TAG_STATUS_FILTERS, TAG_STATUS_LABELS, type TagStatusFilter } from "@/lib/tags/tag-status";

type AdminBooking = {
  id: number;
  huntId: number | null;
  huntTitle: string | null;
  outfitterName: string;
  hunterName: string;
  hunterEmail: string;
  totalAmount: string;
  status: string;
  paymentStatus: string;
  createdAt: string;
};
type Page = { bookings: AdminBooking[]; nextCursor: string | null; hasMore: boolean };

const PAGE = 50;

/** The admin's bookings of draw hunts, filtered by a hunter's tag status (GET /api/admin/bookings?tagStatus=). */
export function AdminTagBookingsPanel() {
  const [status, setStatus] = useState<TagStatusFilter>("unconfirmed");
  const q = useQuery({
    queryKey: QUERY_KEYS.admin.tagBookings(status),
    queryFn: () => api.get<Page>(`/api/admin/bookings?${new URLSearchParams({ tagStatus: status, limit: String(PAGE) })}`),
    placeholderData: keepPreviousData,
  });
  return (
    <Panel
      id="admin-tag-bookings"
      title="Tag draws"
      description="Bookings of draw hunts with a hunter in the chosen draw state."
      action={
        <div className="grid gap-1">
          <Label htmlFor="admin-tag-status" className="text-xs">
            Tag status
          </Label>
          <select
            id="admin-tag-status"
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as TagStatusFilter)}
          >
            {TAG_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {TAG_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {q.isLoading ? (
        <ListSkeleton />
      ) : q.isError ? (
        <ErrorState>Failed to fetch bookings</ErrorState>
      ) : q.data!.bookings.length === 0 ? (
        <EmptyState>No bookings with a hunter in this state.</EmptyState>
      ) : (
        <ul role="list" className="grid gap-2" data-testid="admin-tag-bookings" aria-busy={q.isFetching}>
          {q.data!.bookings.map((b) => (
            <li key={b.id} className="grid gap-1 rounded-lg border p-3 text-sm" data-testid={`admin-tag-booking-${b.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-medium break-words">
                  #{b.id} ·{" "}
                  {b.huntId ? (
                    <Link href={`/hunt/${b.huntId}`} className="underline-offset-2 hover:underline">
                      {b.huntTitle}
                    </Link>
                  ) : (
                    "Deleted hunt"
                  )}
                </span>
                <Badge variant="secondary">{b.status}</Badge>
              </div>
              <p className="break-words text-muted-foreground">
                {b.hunterName} ({b.hunterEmail}) · {b.outfitterName}
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatUsd(parseDollarsToCents(b.totalAmount) ?? 0)} · {b.paymentStatus.replace(/_/g, " ")} · booked{" "}
                {formatDate(b.createdAt)}
              </p>
            </li>
          ))}
          {q.data!.hasMore && <li className="text-xs text-muted-foreground">The {PAGE} newest are shown.</li>}
        </ul>
      )}
    </Panel>
  );
}
