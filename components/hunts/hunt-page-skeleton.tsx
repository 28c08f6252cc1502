import { Skeleton } from "@/components/ui/skeleton";

/**
 * The hunt page's frame before its data arrives (a hunt not yet in the page cache, or a click from
 * a card): the same width, gallery ratio, title block and booking card as HuntDetailView, in grey
 * blocks, so nothing moves when the page comes in.
 */
export function HuntPageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12" role="status" aria-busy="true">
      <span className="sr-only">Loading hunt details</span>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <div className="mt-6 flex gap-2">
            <Skeleton className="h-6 w-20" />
            <Skeleton className="h-6 w-28" />
          </div>
          <Skeleton className="mt-3 h-10 w-3/4" />
          <Skeleton className="mt-3 h-5 w-1/3" />
          <Skeleton className="mt-10 h-8 w-40" />
          <Skeleton className="mt-4 h-48 w-full rounded-xl" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
