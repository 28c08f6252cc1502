import type { Metadata } from "next";
import Link from "next/link";
import { ComparedHuntHeading, CompareTable } from "@/components/compare/compare-table";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { selectClass } from "@/components/search/select-class";
import { compareHunts } from "@/lib/hunts/compare";
import { compareQuerySchema, MAX_COMPARED_HUNTS, MAX_COMPARE_PARTY, type CompareQuery } from "@/lib/hunts/compare-schema";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Shareable by its address, never indexed: every set of ids would be a page of its own.
export const metadata: Metadata = {
  title: "Compare Hunts",
  description: "Guided hunts side by side: the all-in estimate for the same party, what's included, trophy fees and the outfitter.",
  robots: { index: false, follow: true },
};

const DEFAULTS: CompareQuery = { ids: [], hunters: 1, observers: 0, residency: "non_resident" };

// Lenient, like the search pages: a value that does not read is dropped with its message, the rest still compares.
function readQuery(sp: Record<string, string | string[] | undefined>) {
  const errors: string[] = [];
  const query = { ...DEFAULTS };
  for (const key of ["ids", "hunters", "observers", "residency"] as const) {
    const r = compareQuerySchema.shape[key].safeParse(sp[key]);
    if (r.success) Object.assign(query, { [key]: r.data });
    else errors.push(...r.error.issues.map((i) => i.message));
  }
  return { query, errors };
}

const numbers = (from: number) => Array.from({ length: MAX_COMPARE_PARTY - from + 1 }, (_, i) => i + from);

/** /compare?ids=…: up to four listed hunts side by side, each priced for the same party on the server. */
export default async function ComparePage({ searchParams }: Props) {
  const { query, errors } = readQuery(await searchParams);
  const { hunts, missing } = await compareHunts(query);
  const ids = hunts.map((c) => c.hunt.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl sm:text-4xl">Compare Hunts</h1>
      <p className="mt-2 text-muted-foreground">
        Up to {MAX_COMPARED_HUNTS} hunts side by side, each with every line of its price for the same party. Trophy fees are due on harvest
        and are not in the estimate.
      </p>
      {(errors.length > 0 || missing.length > 0) && (
        <div role="status" className="mt-4 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <ul className="grid gap-1">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
            {missing.length > 0 && <li>{missing.length === 1 ? "One hunt is" : `${missing.length} hunts are`} no longer listed.</li>}
          </ul>
        </div>
      )}
      <form action="/compare" method="get" className="mt-6 grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-4 sm:items-end">
        {ids.length > 0 && <input type="hidden" name="ids" value={ids.join(",")} />}
        <div className="grid gap-2">
          <Label htmlFor="compare-hunters">Hunters</Label>
          <select id="compare-hunters" name="hunters" defaultValue={String(query.hunters)} className={selectClass}>
            {numbers(1).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="compare-observers">Observers</Label>
          <select id="compare-observers" name="observers" defaultValue={String(query.observers)} className={selectClass}>
            {numbers(0).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="compare-residency">Hunters are</Label>
          <select id="compare-residency" name="residency" defaultValue={query.residency} className={selectClass}>
            <option value="non_resident">Non-residents</option>
            <option value="resident">Residents</option>
          </select>
        </div>
        <Button type="submit">Update estimates</Button>
      </form>
      {hunts.length === 0 ? (
        <div className="mt-8 rounded-xl border bg-card p-8 text-center">
          <p className="text-lg font-semibold">No hunts to compare yet</p>
          <p className="mt-2 text-muted-foreground">Press Compare on up to {MAX_COMPARED_HUNTS} hunts, then open the comparison.</p>
          <Button asChild className="mt-4">
            <Link href="/browse-hunts">Browse Hunts</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-6 grid gap-2 md:hidden" aria-label="Hunts compared">
            {hunts.map((c) => (
              <li key={c.hunt.id} className="rounded-lg border bg-card p-3 text-sm">
                <ComparedHuntHeading hunt={c} ids={ids} query={query} titleClass="font-semibold" />
              </li>
            ))}
          </ul>
          <div className="mt-6 rounded-xl border bg-card p-4 shadow-sm">
            <CompareTable hunts={hunts} query={query} />
          </div>
        </>
      )}
    </div>
  );
}
