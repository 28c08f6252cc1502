"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/forms/use-action-form";
import { api } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format/dates";
import type { JobsOverview } from "@/lib/jobs/admin";
import { discardJobAction, retryJobAction } from "@/lib/jobs/actions";
import { jobRefSchema } from "@/lib/jobs/schema";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "./panel";

const jobsKey = ["admin", "jobs"] as const;

/** Retry or Discard beside a dead job: each its own server action form. */
function JobButton({ queue, id, kind }: { queue: string; id: string; kind: "retry" | "discard" }) {
  const qc = useQueryClient();
  const { pending, formProps } = useActionForm({
    schema: jobRefSchema,
    action: kind === "retry" ? retryJobAction : discardJobAction,
    defaultValues: { queue, id },
    onSuccess: (r) => {
      toast.success(kind === "retry" ? "Job Queued" : "Job Discarded", { description: r.message });
      void qc.invalidateQueries({ queryKey: jobsKey });
    },
    onError: (state) => {
      toast.error(kind === "retry" ? "Not Retried" : "Not Discarded", { description: state.message ?? "Please try again." });
      void qc.invalidateQueries({ queryKey: jobsKey });
    },
  });
  return (
    <form {...formProps} className="inline">
      <input type="hidden" name="queue" value={queue} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        size="sm"
        variant={kind === "retry" ? "outline" : "ghost"}
        disabled={pending}
        aria-label={`${kind === "retry" ? "Retry" : "Discard"} job ${id}`}
      >
        {kind === "retry" ? <RefreshCw aria-hidden /> : <Trash2 aria-hidden />}
        {kind === "retry" ? (pending ? "Retrying..." : "Retry") : pending ? "Discarding..." : "Discard"}
      </Button>
    </form>
  );
}

/** /admin/jobs: the job engine's queues, schedules and failed jobs (refreshed every 15 s). */
export function JobsBoard() {
  const { data, isLoading, error, refetch, isFetching } = useQuery({
    queryKey: jobsKey,
    queryFn: () => api.get<JobsOverview>("/api/admin/jobs"),
    refetchInterval: 15_000,
  });
  const refresh = (
    <Button size="sm" variant="outline" onClick={() => refetch()} disabled={isFetching}>
      <RefreshCw aria-hidden /> Refresh
    </Button>
  );
  if (isLoading) return <ListSkeleton rows={6} />;
  if (error || !data) return <ErrorState>Failed to fetch the jobs</ErrorState>;
  return (
    <div className="space-y-6">
      <Panel title="Job types" description="Queue depth and the next run of each schedule (UTC)." action={refresh} scroll={false}>
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Job</TableHead>
                <TableHead>Schedule</TableHead>
                <TableHead>Next run</TableHead>
                <TableHead className="text-right">Waiting</TableHead>
                <TableHead className="text-right">Running</TableHead>
                <TableHead className="text-right">Retrying</TableHead>
                <TableHead className="text-right">Dead</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.queues.map((q) => (
                <TableRow key={q.name}>
                  <TableCell className="max-w-sm whitespace-normal">
                    <span className="font-medium">{q.name}</span>
                    <span className="block text-xs text-muted-foreground">{q.description}</span>
                  </TableCell>
                  <TableCell className="font-mono text-xs">{q.schedule ?? "when due"}</TableCell>
                  <TableCell className="text-sm">{q.nextRunAt ? formatDateTime(q.nextRunAt) : "—"}</TableCell>
                  <TableCell className="text-right tabular-nums">{q.waiting}</TableCell>
                  <TableCell className="text-right tabular-nums">{q.active}</TableCell>
                  <TableCell className="text-right tabular-nums">{q.retrying}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {q.dead > 0 ? <Badge variant="destructive">{q.dead}</Badge> : 0}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Panel>
      <Panel title="Failed jobs" description="Retrying jobs try again on their own; dead ones failed their last try.">
        {data.problems.length === 0 ? (
          <EmptyState>No failed jobs</EmptyState>
        ) : (
          <ul aria-label="Failed jobs" className="divide-y">
            {data.problems.map((j) => (
              <li key={j.id} className="flex flex-wrap items-start gap-2 py-3 text-sm">
                <Badge variant={j.state === "dead" ? "destructive" : "secondary"}>{j.state}</Badge>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{j.queue}</p>
                  <p className="text-xs text-muted-foreground">
                    attempt {j.attempts} of {j.maxAttempts} · {j.state === "dead" ? "failed" : "next try"} {formatDateTime(j.at)}
                  </p>
                  {j.lastError ? <p className="text-xs break-words text-destructive">{j.lastError}</p> : null}
                </div>
                {j.state === "dead" ? (
                  <div className="flex gap-1">
                    <JobButton queue={j.queue} id={j.id} kind="retry" />
                    <JobButton queue={j.queue} id={j.id} kind="discard" />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
