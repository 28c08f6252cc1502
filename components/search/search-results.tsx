import Link from "next/link";
import { ChevronLeft, ChevronRight, X } from "@/components/ui/icons";
import { HuntGrid } from "@/components/hunts/hunt-card";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import type { FilterChip } from "@/lib/hunts/filter-chips";
import type { PublicHunt } from "@/lib/hunts/present";
import type { SortOrder } from "@/lib/hunts/search-options";
import { LinkPendingMarker } from "./search-pending";
import { SortSelect } from "./sort-select";

/** The results region's id, marked `data-pending` while a search navigates (search-pending.tsx). */
export const resultsRegionId = (formId: string) => `${formId}-results`;

type Props = {
  hunts: PublicHunt[];
  countText: string;
  prevHref: string | null;
  nextHref: string | null;
  /** "Page 2 of 9". */
  pageText: string;
  /** One per active filter, each removing it. */
  chips: FilterChip[];
  clearHref: string;
  errors: string[];
  /** The results share the row with a filter sidebar. */
  narrow?: boolean;
  /** The search form the sort select belongs to, and the current order. */
  formId: string;
  sort: SortOrder;
};

/** Result header, card grid, empty state and keyset pagination for browse and advanced search. */
export function SearchResults({
  hunts,
  countText,
  prevHref,
  nextHref,
  pageText,
  chips,
  clearHref,
  errors,
  narrow = false,
  formId,
  sort,
}: Props) {
  const regionId = resultsRegionId(formId);
  return (
    <div id={regionId} className="group/results min-w-0" aria-busy="false">
      {/* The page's h1 names the search; the cards' h3 titles need an h2 between them. */}
      <h2 className="sr-only">Search results</h2>
      {errors.length > 0 && (
        <div role="alert" className="mb-4 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="font-semibold">Some filters were ignored:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground" role="status" data-testid="results-count">
          {countText} {countText === "1" ? "hunt" : "hunts"} found
        </p>
        {/* Keyed by the order: an uncontrolled select keeps its old choice when Back changes the address. */}
        <SortSelect key={sort} form={formId} value={sort} />
      </div>
      {chips.length > 0 && (
        <ul aria-label="Active filters" className="mb-4 flex flex-wrap gap-2" data-testid="filter-chips">
          {chips.map((c) => (
            <li key={c.key}>
              <Link
                href={c.href}
                aria-label={`Remove filter ${c.label}`}
                className="inline-flex min-h-8 items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-sm text-secondary-foreground hover:bg-secondary/80"
              >
                <LinkPendingMarker targetId={regionId} />
                {c.label}
                <X aria-hidden className="size-3.5" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hunts.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-card p-10 text-center">
          <p className="text-lg font-semibold">No hunts match your search criteria.</p>
          <p className="mt-1 text-muted-foreground">Try adjusting your filters.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link href={clearHref}>Clear filters</Link>
          </Button>
        </div>
      ) : (
        <div className="relative">
          <div className="group-data-[pending]/results:invisible">
            <HuntGrid hunts={hunts} eagerFirst={1} narrow={narrow} />
          </div>
          {/* While a new search loads: grey cards where the old ones were, in the same space. */}
          <div
            aria-hidden
            data-testid="results-skeleton"
            className={`absolute inset-0 hidden auto-rows-fr gap-6 group-data-[pending]/results:grid ${narrow ? "grid-cols-1 sm:grid-cols-2 2xl:grid-cols-3" : "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"}`}
          >
            {hunts.map((h) => (
              <Skeleton key={h.id} className="h-full rounded-xl" />
            ))}
          </div>
        </div>
      )}
      {(prevHref || nextHref) && (
        <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
          {prevHref ? (
            <Button asChild variant="outline">
              <Link href={prevHref} rel="prev">
                <LinkPendingMarker targetId={regionId} />
                <ChevronLeft aria-hidden />
                Previous
              </Link>
            </Button>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted-foreground" data-testid="page-position">
            {pageText}
          </p>
          {nextHref ? (
            <Button asChild variant="outline">
              <Link href={nextHref} rel="next">
                <LinkPendingMarker targetId={regionId} />
                Next
                <ChevronRight aria-hidden />
              </Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
