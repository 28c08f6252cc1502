"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { QUERY_KEYS } from "@/components/query/keys";
import { api } from "@/lib/api-client";
import { callAction } from "@/lib/actions/call";
import { formatDay } from "@/lib/format/dates";
import { reportTagResultAction, reviewTagResultAction } from "@/lib/tags/actions";
import type { TagPendingBooking } from "@/lib/tags/outfitter-pending";
import type { PublicTagResult } from "@/lib/tags/results";
import { OUTCOME_LABELS, type DrawOutcome } from "@/lib/tags/schema";
import { resultLabel } from "./result-label";
import { tagTodoText } from "./tag-todo-text";

function ReviewButtons({ bookingId, r }: { bookingId: number; r: PublicTagResult }) {
  const qc = useQueryClient();
  const [disputing, setDisputing] = useState(false);
  const [message, setMessage] = useState("");
  const review = useMutation({
    mutationFn: (decision: "confirm" | "dispute") =>
      callAction(
        reviewTagResultAction,
        { bookingId, hunterIndex: r.hunterIndex, decision, message: decision === "dispute" ? message : null },
        "Could not save",
      ),
    onSuccess: (_d, decision) => {
      toast.success(decision === "confirm" ? "Result confirmed" : "Result disputed");
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.outfitter.tagPending });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.outfitter.bookings });
    },
    onError: (e) => toast.error("Could not save", { description: e.message }),
  });
  const id = `dispute-${bookingId}-${r.hunterIndex}`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={review.isPending} onClick={() => review.mutate("confirm")}>
          Confirm
        </Button>
        <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => setDisputing((v) => !v)}>
          Dispute
        </Button>
      </div>
      {disputing && (
        <div className="grid gap-1">
          <label htmlFor={id} className="text-xs font-medium">
            Why do you dispute it?
          </label>
          <Textarea id={id} rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
          <Button
            size="sm"
            variant="outline"
            className="justify-self-start"
            disabled={!message.trim() || review.isPending}
            onClick={() => review.mutate("dispute")}
          >
            Send dispute
          </Button>
        </div>
      )}
    </div>
  );
}

/** 14 days after the results date with no report: the outfitter records the result (confirmed at once). */
function RecordButtons({ bookingId, r }: { bookingId: number; r: PublicTagResult }) {
  const qc = useQueryClient();
  const record = useMutation({
    mutationFn: (result: "drawn" | "not_drawn") =>
      callAction(reportTagResultAction, { bookingId, hunterIndex: r.hunterIndex, result }, "Could not save"),
    onSuccess: () => {
      toast.success("Result recorded");
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.outfitter.tagPending });
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.outfitter.bookings });
    },
    onError: (e) => toast.error("Could not save", { description: e.message }),
  });
  return (
    <div className="grid gap-1">
      <p className="text-xs text-muted-foreground">No result was reported 14 days after the results date. Record it yourself:</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={record.isPending} onClick={() => record.mutate("drawn")}>
          Record drawn
        </Button>
        <Button size="sm" variant="outline" disabled={record.isPending} onClick={() => record.mutate("not_drawn")}>
          Record not drawn
        </Button>
      </div>
    </div>
  );
}

const PAGE_SIZE = 5;

/**
 * The outfitter dashboard's draw bookings: requests waiting for an answer first, each with what the
 * outfitter must do, then each hunter's status, the proof, Confirm or Dispute; 5 bookings a page.
 */
export function TagPendingCard() {
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: QUERY_KEYS.outfitter.tagPending,
    queryFn: () => api.get<TagPendingBooking[]>("/api/outfitter/tag-results"),
  });
  if (q.data && q.data.length === 0) return null;
  const all = q.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = all.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const waiting = all.filter((b) => b.todo.length > 0).length;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Tag draws</CardTitle>
        <CardDescription>
          Bookings of your draw hunts and each hunter&apos;s result.
          {waiting > 0 && ` ${waiting} ${waiting === 1 ? "needs" : "need"} something from you, listed first.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {q.isLoading ? (
          <Skeleton className="h-20" />
        ) : q.isError ? (
          <p className="text-sm text-destructive">Failed to fetch tag draws</p>
        ) : (
          <ul role="list" className="grid gap-3">
            {shown.map((b) => (
              <li key={b.bookingId} className="grid gap-2 rounded-lg border p-3" data-testid={`tag-booking-${b.bookingId}`}>
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  #{b.bookingId} · {b.huntTitle}
                  {b.status === "pending" && <Badge variant="secondary">Request</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {b.hunterName} · results {formatDay(b.resultsOn)} · if not drawn: {OUTCOME_LABELS[b.outcome as DrawOutcome]}
                </p>
                {b.todo.length > 0 && (
                  <ul role="list" aria-label={`To do for booking #${b.bookingId}`} className="grid gap-1 text-sm">
                    {b.todo.map((t) => (
                      <li key={t.kind} className="rounded-md border-l-2 border-primary bg-primary/5 px-2 py-1">
                        {tagTodoText(t)}
                      </li>
                    ))}
                  </ul>
                )}
                <ul role="list" className="grid gap-2">
                  {b.results.map((r) => (
                    <li
                      key={r.hunterIndex}
                      className="grid gap-2 rounded-md bg-muted/40 p-2"
                      data-testid={`tag-result-${b.bookingId}-${r.hunterIndex}`}
                    >
                      <div className="flex flex-wrap items-center gap-2 text-sm">
                        <span>Hunter {r.hunterIndex}</span>
                        <Badge variant={r.status === "pending" ? "secondary" : "default"}>{resultLabel(r)}</Badge>
                        {r.proofId && (
                          <a href={`/api/tag-proofs/${r.proofId}`} target="_blank" rel="noopener" className="text-primary underline">
                            View proof
                          </a>
                        )}
                      </div>
                      {r.review === "unconfirmed" && <ReviewButtons bookingId={b.bookingId} r={r} />}
                      {r.status === "pending" && b.mayRecord && <RecordButtons bookingId={b.bookingId} r={r} />}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Tag draws pages" className="flex items-center justify-between gap-2 text-sm">
            <Button size="sm" variant="outline" disabled={current === 0} onClick={() => setPage(current - 1)}>
              Previous
            </Button>
            <span aria-live="polite">
              Page {current + 1} of {pages}
            </span>
            <Button size="sm" variant="outline" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
              Next
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
