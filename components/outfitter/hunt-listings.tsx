"use client";

import { callAction } from "@/lib/actions/call";
import { setHuntStatusAction } from "@/lib/hunts/listing-actions";
import { useMutation } from "@tanstack/react-query";
import { Mountain } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Skeleton } from "@/components/ui/skeleton";
import { HuntListingCard } from "./hunt-listing-card";
import { failureText, useOwnHunts, useRefreshOutfitter, type OwnHunt } from "./queries";

/** My Hunt Listings: every listing with Edit, Pause or Activate Hunt, and Delete. */
export function HuntListings({ onEdit }: { onEdit: (hunt: OwnHunt) => void }) {
  const hunts = useOwnHunts();
  const refresh = useRefreshOutfitter();
  const toggle = useMutation({
    // Through setHuntStatusAction (PATCH /api/hunts/{id}/status's twin).
    mutationFn: (h: OwnHunt) => callAction(setHuntStatusAction, { huntId: h.id, isActive: !h.isActive }),
    onSuccess: (_data, h) => {
      toast.success("Hunt Updated", { description: `"${h.title}" is now ${h.isActive ? "paused" : "active"}.` });
      refresh("hunts", "overview");
    },
    onError: (err) => toast.error("Failed to update hunt status.", { description: failureText(err, "Please try again.") }),
  });

  return (
    <section aria-labelledby="listings-heading" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between">
        <h2 id="listings-heading" className="font-display text-xl font-semibold">
          My Hunt Listings
        </h2>
        {hunts.data && <span className="text-sm text-muted-foreground">{hunts.data.length} total</span>}
      </div>
      {hunts.isLoading ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-96 rounded-xl" />
          ))}
        </div>
      ) : !hunts.data?.length ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Mountain aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">No hunt listings yet</p>
          <p className="text-sm text-muted-foreground">Hunts you create appear here, ready to edit, pause or delete.</p>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {hunts.data.map((h) => (
            <HuntListingCard
              key={h.id}
              hunt={h}
              busy={toggle.isPending && toggle.variables?.id === h.id}
              onEdit={() => onEdit(h)}
              onToggle={() => toggle.mutate(h)}
              onDeleted={() => refresh("hunts", "overview")}
            />
          ))}
        </div>
      )}
    </section>
  );
}
