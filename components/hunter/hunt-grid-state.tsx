"use client";

import { HuntGrid } from "@/components/hunts/hunt-card";
import { Skeleton } from "@/components/ui/skeleton";
import type { PublicHunt } from "@/lib/hunts/present";

/** A hunt grid with its loading skeleton, error and empty state. */
export function HuntGridState({
  hunts,
  isLoading,
  error,
  empty,
}: {
  hunts: PublicHunt[] | undefined;
  isLoading: boolean;
  error: Error | null;
  empty: { title: string; hint: string; action?: React.ReactNode };
}) {
  if (isLoading) {
    return (
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="aspect-[4/5] w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (error) return <p className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive">Failed to fetch hunts</p>;
  if (!hunts?.length) {
    return (
      <div className="rounded-xl border border-dashed bg-card p-10 text-center">
        <p className="text-lg font-semibold">{empty.title}</p>
        <p className="mt-1 text-muted-foreground">{empty.hint}</p>
        {empty.action && <div className="mt-4">{empty.action}</div>}
      </div>
    );
  }
  return <HuntGrid hunts={hunts} />;
}
