import Link from "next/link";
import { HuntGrid } from "@/components/hunts/hunt-card";
import { Button } from "@/components/ui/button";
import type { PublicHunt } from "@/lib/hunts/present";
import { AlertTriangle } from "@/components/ui/icons";
import { LoadFailed } from "@/components/errors/load-failed";
import { SearchResultsFrame } from "./search-state";

type Props =
  | {
      mode: "search";
      hunts: PublicHunt[];
      countText: string;
      moreHref: string | null;
    }
  | { mode: "featured"; hunts: PublicHunt[] }
  | { mode: "failed"; title: string; message: string; retryHref: string };

/** 'Featured Hunts', or after a search 'Search Results' (spec 000 §2 Landing page). */
export function HuntsSection(props: Props) {
  if (props.mode === "failed") {
    return (
      <Frame title={props.title}>
        <LoadFailed
          className="mt-8"
          title={props.message}
          icon={<AlertTriangle aria-hidden className="mx-auto size-8 text-destructive" />}
          action={
            <Button asChild variant="outline">
              {/* A full load: the results are rendered on the server. */}
              <a href={props.retryHref}>Try again</a>
            </Button>
          }
        />
      </Frame>
    );
  }
  const searching = props.mode === "search";
  return (
    <Frame title={searching ? "Search Results" : "Featured Hunts"}>
      <SearchResultsFrame>
        {searching && (
          <p className="mt-2 text-muted-foreground" data-testid="results-count">
            Found {props.countText} hunt(s) matching your search
          </p>
        )}
        {props.hunts.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed bg-card p-10 text-center">
            {searching ? (
              <>
                <p className="text-lg font-semibold">No hunts match your search criteria.</p>
                <p className="mt-1 text-muted-foreground">Try adjusting your filters.</p>
              </>
            ) : (
              <>
                <p className="text-lg font-semibold">No hunts available at the moment.</p>
                <p className="mt-1 text-muted-foreground">Check back soon for new hunting opportunities!</p>
              </>
            )}
          </div>
        ) : (
          <div className="mt-8">
            <HuntGrid hunts={props.hunts} />
          </div>
        )}
        {searching && props.moreHref && (
          <div className="mt-8 text-center">
            <Button asChild variant="outline" size="lg">
              <Link href={props.moreHref}>See all {props.countText} results</Link>
            </Button>
          </div>
        )}
      </SearchResultsFrame>
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section id="hunts" aria-labelledby="hunts-heading" className="scroll-mt-20 bg-muted/40 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="hunts-heading" className="text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
