import { Skeleton } from "@/components/ui/skeleton";

/** The booking page's frame (back link, title, the form and the summary beside it) in grey blocks. */
export default function Loading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12" role="status" aria-busy="true">
      <span className="sr-only">Loading hunt details</span>
      <Skeleton className="h-5 w-28" />
      <Skeleton className="mt-3 h-9 w-64" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <Skeleton className="h-96 rounded-xl lg:order-2" />
        <div className="space-y-6 lg:order-1">
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
