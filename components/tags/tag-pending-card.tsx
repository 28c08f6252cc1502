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

/** The outfitter dashboard's tag-pending bookings: each hunter's status, the proof, Confirm or Dispute. */
export function TagPendingCard() {
  const q = useQuery({
    queryKey: QUERY_KEYS.outfitter.tagPending,
    queryFn: () => api.get<TagPendingBooking[]>("/api/outfitter/tag-results"),
  });
  if (q.data && q.data.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Tag draws</CardTitle>
        <CardDescription>Bookings of your draw hunts and each hunter&apos;s result.</CardDescription>
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <Skeleton className="h-20" />
        ) : q.isError ? (
          <p className="text-sm text-destructive">Failed to fetch tag draws</p>
        ) : (
          <ul role="list" className="grid max-h-[32rem] gap-3 overflow-y-auto pr-1">
            {q.data!.map((b) => (
              <li key={b.bookingId} className="grid gap-2 rounded-lg border p-3" data-testid={`tag-booking-${b.bookingId}`}>
                <p className="font-medium">
                  #{b.bookingId} · {b.huntTitle}
                </p>
                <p className="text-xs text-muted-foreground">
                  {b.hunterName} · results {formatDay(b.resultsOn)} · if not drawn: {OUTCOME_LABELS[b.outcome as DrawOutcome]}
                </p>
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
      </CardContent>
    </Card>
  );
}
