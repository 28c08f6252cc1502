"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { StarRating } from "@/components/ui/star-rating";
import { callAction } from "@/lib/actions/call";
import { decideReviewAction } from "@/lib/admin/review-actions";
import { errorMessage } from "@/lib/api-client";
import { usePendingOutfitterReviews, usePendingReviews } from "./admin-queries";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "./panel";
import { ReviewDecisionDialog, type ReviewDecision } from "./review-decision-dialog";
import { formatDate } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

type Item = { id: number; heading: string; hunterName: string; rating: number; content: string; createdAt: string };
type Kind = "hunt" | "outfitter";

const CONFIG = {
  hunt: { title: "Pending Reviews", key: QUERY_KEYS.admin.reviews, id: "pending-reviews" },
  outfitter: { title: "Pending Outfitter Reviews", key: QUERY_KEYS.admin.outfitterReviews, id: "pending-outfitter-reviews" },
} as const;

function ReviewList({ kind, items, isLoading, error }: { kind: Kind; items: Item[]; isLoading: boolean; error: Error | null }) {
  const qc = useQueryClient();
  const cfg = CONFIG[kind];
  const [open, setOpen] = useState<{ item: Item; decision: ReviewDecision; n: number } | null>(null);
  const decide = useMutation({
    // Through decideReviewAction (PUT /api/admin/{reviews|outfitter-reviews}/{id}/{decision}'s twin).
    mutationFn: ({ id, decision, adminNotes }: { id: number; decision: ReviewDecision; adminNotes: string }) =>
      callAction(decideReviewAction, { kind, reviewId: id, decision, adminNotes: adminNotes || null }),
    onSuccess: (_d, v) => {
      toast.success(v.decision === "approve" ? "Review Approved" : "Review Rejected");
      setOpen(null);
      void qc.invalidateQueries({ queryKey: cfg.key });
    },
    onError: (err, v) =>
      toast.error(v.decision === "approve" ? "Failed to approve review" : "Failed to reject review", {
        description: errorMessage(err, "Please try again."),
      }),
  });

  return (
    <Panel id={cfg.id} title={cfg.title} description="Approved reviews become public at once.">
      {isLoading ? (
        <ListSkeleton />
      ) : error ? (
        <ErrorState>Error loading reviews: {error.message}</ErrorState>
      ) : items.length === 0 ? (
        <EmptyState>No reviews waiting for approval</EmptyState>
      ) : (
        <ul className="divide-y">
          {items.map((r) => (
            <li key={r.id} className="space-y-2 py-3" data-testid={`${kind}-review`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{r.heading}</p>
                <StarRating value={r.rating} />
              </div>
              <p className="text-sm whitespace-pre-line">{r.content}</p>
              <p className="text-xs text-muted-foreground">
                By {r.hunterName} on {formatDate(r.createdAt)}
              </p>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => setOpen({ item: r, decision: "approve", n: Date.now() })}>
                  Approve
                </Button>
                <Button size="sm" variant="outline" onClick={() => setOpen({ item: r, decision: "reject", n: Date.now() })}>
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ReviewDecisionDialog
        key={open?.n ?? 0}
        decision={open?.decision ?? null}
        subject={open ? `${open.item.heading} — review by ${open.item.hunterName}` : ""}
        pending={decide.isPending}
        onClose={() => setOpen(null)}
        onConfirm={(adminNotes) => open && decide.mutate({ id: open.item.id, decision: open.decision, adminNotes })}
      />
    </Panel>
  );
}

export function PendingReviewsPanel() {
  const { data, isLoading, error } = usePendingReviews();
  const items = (data ?? []).map((r) => ({ ...r, heading: r.huntTitle ?? "Deleted hunt" }));
  return <ReviewList kind="hunt" items={items} isLoading={isLoading} error={error} />;
}

export function PendingOutfitterReviewsPanel() {
  const { data, isLoading, error } = usePendingOutfitterReviews();
  const items = (data ?? []).map((r) => ({ ...r, heading: `Outfitter: ${r.outfitterName}` }));
  return <ReviewList kind="outfitter" items={items} isLoading={isLoading} error={error} />;
}
