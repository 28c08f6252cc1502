import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { HuntGrid } from "@/components/hunts/hunt-card";
import { Button } from "@/components/ui/button";
import type { PublicHunt } from "@/lib/hunts/present";
import type { SortOrder } from "@/lib/hunts/search-options";
import { SortSelect } from "./sort-select";

type Props = {
  hunts: PublicHunt[];
  countText: string;
  prevHref: string | null;
  nextHref: string | null;
  clearHref: string;
  errors: string[];
  /** The results share the row with a filter sidebar. */
  narrow?: boolean;
  /** The search form the sort select belongs to, and the current order. */
  formId: string;
  sort: SortOrder;
};

/** Result header, card grid, empty state and keyset pagination for browse and advanced search. */
export function SearchResults({ hunts, countText, prevHref, nextHref, clearHref, errors, narrow = false, formId, sort }: Props) {
  return (
    <div className="min-w-0">
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
      {hunts.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-card p-10 text-center">
          <p className="text-lg font-semibold">No hunts match your search criteria.</p>
          <p className="mt-1 text-muted-foreground">Try adjusting your filters.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link href={clearHref}>Clear filters</Link>
          </Button>
        </div>
      ) : (
        <HuntGrid hunts={hunts} preloadFirst={1} narrow={narrow} />
      )}
      {(prevHref || nextHref) && (
        <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
          {prevHref ? (
            <Button asChild variant="outline">
              <Link href={prevHref} rel="prev">
                <ChevronLeft aria-hidden />
                Previous
              </Link>
            </Button>
          ) : (
            <span />
          )}
          {nextHref && (
            <Button asChild variant="outline">
              <Link href={nextHref} rel="next">
                Next
                <ChevronRight aria-hidden />
              </Link>
            </Button>
          )}
        </nav>
      )}
    </div>
  );
}
