"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { StarRating } from "@/components/ui/star-rating";
import { usePendingOutfitterReviews, usePendingReviews } from "./admin-queries";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "./panel";
import { ReviewDecisionDialog, type ReviewDecision } from "./review-decision-dialog";
import { formatDate } from "@/lib/format/dates";
import { QUERY_KEYS } from "@/components/query/keys";

type ReviewLink = { label: string; href: string };
type Item = { id: number; heading: string; hunterName: string; rating: number; content: string; createdAt: string; links: ReviewLink[] };

/** What a review is about, linked, so the admin can look before deciding: the hunt (while listed) and the outfitter. */
export function reviewLinks(r: { huntId?: number; huntTitle?: string | null; outfitterId: number; outfitterName: string }): ReviewLink[] {
  return [
    ...(r.huntId && r.huntTitle ? [{ label: `Hunt: ${r.huntTitle}`, href: `/hunt/${r.huntId}` }] : []),
    { label: `Outfitter: ${r.outfitterName}`, href: `/outfitter/${r.outfitterId}` },
  ];
}
type Kind = "hunt" | "outfitter";

const CONFIG = {
  hunt: { title: "Pending Reviews", key: QUERY_KEYS.admin.reviews, id: "pending-reviews" },
  outfitter: { title: "Pending Outfitter Reviews", key: QUERY_KEYS.admin.outfitterReviews, id: "pending-outfitter-reviews" },
} as const;

function ReviewList({ kind, items, isLoading, error }: { kind: Kind; items: Item[]; isLoading: boolean; error: Error | null }) {
  const qc = useQueryClient();
  const cfg = CONFIG[kind];
  const [open, setOpen] = useState<{ item: Item; decision: ReviewDecision; n: number } | null>(null);
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
              <p className="flex flex-wrap gap-x-3 text-xs">
                {r.links.map((l) => (
                  <Link
                    key={l.href}
                    href={l.href}
                    target="_blank"
                    className="inline-flex min-h-6 items-center text-primary underline-offset-4 hover:underline"
                  >
                    {l.label}
                  </Link>
                ))}
              </p>
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
        kind={kind}
        reviewId={open?.item.id ?? 0}
        decision={open?.decision ?? null}
        subject={open ? `${open.item.heading} — review by ${open.item.hunterName}` : ""}
        onClose={() => setOpen(null)}
        onDone={() => {
          setOpen(null);
          void qc.invalidateQueries({ queryKey: cfg.key });
        }}
      />
    </Panel>
  );
}

export function PendingReviewsPanel() {
  const { data, isLoading, error } = usePendingReviews();
  const items = (data ?? []).map((r) => ({ ...r, heading: r.huntTitle ?? "Deleted hunt", links: reviewLinks(r) }));
  return <ReviewList kind="hunt" items={items} isLoading={isLoading} error={error} />;
}

export function PendingOutfitterReviewsPanel() {
  const { data, isLoading, error } = usePendingOutfitterReviews();
  const items = (data ?? []).map((r) => ({ ...r, heading: `Outfitter: ${r.outfitterName}`, links: reviewLinks(r) }));
  return <ReviewList kind="outfitter" items={items} isLoading={isLoading} error={error} />;
}
