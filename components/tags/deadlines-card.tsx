"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useApiQuery } from "@/components/hunter/api-query";
import { QUERY_KEYS } from "@/components/query/keys";
import { callAction } from "@/lib/actions/call";
import { formatDay } from "@/lib/format/dates";
import { markTagAppliedAction, reportTagResultAction, resetCalendarTokenAction } from "@/lib/tags/actions";
import type { Deadline } from "@/lib/tags/deadlines";
import type { PublicCredit } from "@/lib/tags/credits";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { formatDate } from "@/lib/format/dates";
import type { PublicTagResult } from "@/lib/tags/results";
import { resultLabel } from "./result-label";

type Answer = { deadlines: Deadline[]; hasCalendar: boolean; credits: PublicCredit[] };

// The proof goes up first (a multipart upload, outside the action pattern like the other uploads), then the report names it.
async function uploadProof(bookingId: number, file: File): Promise<number> {
  const form = new FormData();
  form.append("proof", file);
  const res = await fetch(`/api/bookings/${bookingId}/tag-proofs`, { method: "POST", body: form });
  const json = (await res.json()) as { id?: number; message?: string };
  if (!res.ok || !json.id) throw new Error(json.message ?? "The proof could not be uploaded");
  return json.id;
}

function HunterRow({ bookingId, r }: { bookingId: number; r: PublicTagResult }) {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.deadlines });
  const applied = useMutation({
    mutationFn: () => callAction(markTagAppliedAction, { bookingId, hunterIndex: r.hunterIndex }, "Could not save"),
    onSuccess: () => {
      toast.success("Marked as applied", { description: "The reminders for this deadline stop once every hunter has applied." });
      refresh();
    },
    onError: (e) => toast.error("Could not save", { description: e.message }),
  });
  const report = useMutation({
    mutationFn: async (result: "drawn" | "not_drawn") => {
      const proofId = file ? await uploadProof(bookingId, file) : null;
      return callAction(reportTagResultAction, { bookingId, hunterIndex: r.hunterIndex, result, proofId }, "Could not report the result");
    },
    onSuccess: () => {
      toast.success("Result reported", { description: "The outfitter confirms it, or it is confirmed after 7 days." });
      refresh();
      void qc.invalidateQueries({ queryKey: QUERY_KEYS.hunter.bookings });
    },
    onError: (e) => toast.error("Could not report the result", { description: e.message }),
  });
  const open = r.status === "pending" || r.review === "disputed";
  const busy = applied.isPending || report.isPending;
  const proofId = `proof-${bookingId}-${r.hunterIndex}`;
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3" data-testid={`tag-hunter-${bookingId}-${r.hunterIndex}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Hunter {r.hunterIndex}</span>
        <Badge className="whitespace-normal" variant={r.status === "drawn" ? "default" : r.status === "not_drawn" ? "accent" : "secondary"}>
          {resultLabel(r)}
        </Badge>
      </div>
      {r.review === "disputed" && r.disputeMessage && <p className="text-sm text-destructive">Outfitter: {r.disputeMessage}</p>}
      {open && (
        <div className="flex flex-wrap items-end gap-2">
          {!r.appliedAt && r.status === "pending" && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => applied.mutate()}>
              I applied
            </Button>
          )}
          <Button size="sm" disabled={busy} onClick={() => report.mutate("drawn")}>
            I drew
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => report.mutate("not_drawn")}>
            I did not draw
          </Button>
          <div className="grid gap-1">
            <label htmlFor={proofId} className="text-xs text-muted-foreground">
              Proof (PDF, JPEG or PNG, optional, private)
            </label>
            <input
              id={proofId}
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              className="max-w-full min-w-0 text-xs"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
        </div>
      )}
    </li>
  );
}

function CalendarLink({ has }: { has: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () => callAction(resetCalendarTokenAction, {}, "Could not make the calendar link"),
    onSuccess: (r) => setUrl(r.url),
    onError: (e) => toast.error("Could not make the calendar link", { description: e.message }),
  });
  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-3">
      <p className="text-sm">Subscribe in Google, Apple or Outlook calendar with your private link.</p>
      {url && <Input readOnly value={url} aria-label="Your private calendar link" onFocus={(e) => e.currentTarget.select()} />}
      <Button size="sm" variant="outline" disabled={reset.isPending} onClick={() => reset.mutate()} className="justify-self-start">
        <CalendarPlus aria-hidden /> {has || url ? "Reset calendar link" : "Create calendar link"}
      </Button>
      {(has || url) && <p className="text-xs text-muted-foreground">Resetting makes a new link; the old one stops working.</p>}
    </div>
  );
}

/** "Deadlines" of the hunter dashboard: draw application and results dates, each hunter's buttons, and the private calendar feed. */
export function DeadlinesCard() {
  const q = useApiQuery<Answer>(QUERY_KEYS.hunter.deadlines);
  return (
    <Card id="deadlines">
      <CardHeader>
        <CardTitle className="text-xl">Deadlines</CardTitle>
        <CardDescription>
          Draw applications and results of your booked hunts and your favourite outfitters&apos; draw hunts.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p className="text-sm text-destructive">Failed to fetch your deadlines</p>
        ) : q.data!.deadlines.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">No draw deadlines yet.</p>
        ) : (
          <ul role="list" className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {q.data!.deadlines.map((d) => (
              <li
                key={`${d.huntId}-${d.bookingId}`}
                className="grid min-w-0 gap-2 rounded-lg border p-3 break-words"
                data-testid="deadline"
              >
                <p className="font-medium">{d.huntTitle}</p>
                <p className="text-sm text-muted-foreground">
                  {[d.region, d.unitCode].filter(Boolean).join(" · ")} — apply by <strong>{formatDay(d.applicationClosesOn)}</strong>,
                  results {formatDay(d.resultsOn)}
                </p>
                {d.bookingId !== null && (
                  <ul role="list" className="grid grid-cols-[minmax(0,1fr)] gap-2">
                    {d.results.map((r) => (
                      <HunterRow key={r.hunterIndex} bookingId={d.bookingId!} r={r} />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        {q.data && q.data.credits.length > 0 && (
          <ul role="list" aria-label="Failed-draw credits" className="grid gap-1 text-sm">
            {q.data.credits.map((c) => (
              <li key={c.id}>
                Credit of {formatUsd(parseDollarsToCents(c.left) ?? 0)} from booking #{c.bookingId}, for any hunt of that outfitter until{" "}
                {formatDate(c.expiresAt)}
              </li>
            ))}
          </ul>
        )}
        {q.data && <CalendarLink has={q.data.hasCalendar} />}
      </CardContent>
    </Card>
  );
}
