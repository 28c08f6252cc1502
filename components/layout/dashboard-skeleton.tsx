import { Skeleton } from "@/components/ui/skeleton";

/**
 * What a dashboard looks like before its data arrives: the same frame (width, padding, title row,
 * the card grid) with grey blocks where text and cards will be, so nothing moves when they come in.
 * Server-safe: route segments' loading.tsx and the client gates both show it.
 */
export function DashboardSkeleton({ kind, label }: { kind: "outfitter" | "admin" | "hunter"; label: string }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6" role="status" aria-busy="true">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          {kind === "outfitter" && <Skeleton className="h-5 w-40" />}
          <Skeleton className="h-9 w-72 max-w-full" />
          {kind === "admin" && <Skeleton className="h-5 w-96 max-w-full" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-9 w-32" />
        </div>
      </div>
      {kind === "admin" ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
        </>
      ) : (
        <>
          {kind === "outfitter" && <Skeleton className="h-72" />}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
              <Skeleton className="h-8 w-48" />
              <Skeleton className="h-64" />
              <Skeleton className="h-64" />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <Skeleton className="h-56" />
              <Skeleton className="h-40" />
            </div>
          </div>
        </>
      )}
      <span className="sr-only">{label}</span>
    </div>
  );
}
