"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { compareHref, MAX_COMPARED_HUNTS } from "@/lib/hunts/compare-schema";
import { clearCompared, toggleCompared, useComparedIds } from "./compare-store";

const BUTTON =
  "btn h-9 gap-1.5 border border-input bg-card px-3 shadow-xs hover:bg-accent hover:text-accent-foreground pointer-coarse:min-h-11";

/**
 * The Compare button of a card or a hunt page. Before JavaScript it is a link to this hunt's
 * comparison; then it adds the hunt to (or takes it off) the browser's list of up to four.
 */
export function CompareToggle({ huntId, title }: { huntId: number; title: string }) {
  const ids = useComparedIds();
  const [full, setFull] = useState(false);
  if (ids === null) {
    return (
      <a href={compareHref([huntId])} className={BUTTON} aria-label={`Compare ${title}`}>
        Compare
      </a>
    );
  }
  const picked = ids.includes(huntId);
  return (
    <span className="inline-flex flex-col items-start">
      <button
        type="button"
        className={`${BUTTON} ${picked ? "border-primary text-primary" : ""}`}
        aria-pressed={picked}
        aria-label={`Compare ${title}`}
        onClick={() => setFull(!toggleCompared(huntId))}
      >
        {picked ? "✓ Compare" : "Compare"}
      </button>
      <span role="status" className="text-xs text-blaze-ink">
        {full && !picked ? `Up to ${MAX_COMPARED_HUNTS} hunts` : ""}
      </span>
    </span>
  );
}

// One tray per page however many grids render one: the first mounted shows it.
const owners: object[] = [];
const ownerListeners = new Set<() => void>();
const subscribeOwners = (fn: () => void) => {
  ownerListeners.add(fn);
  return () => ownerListeners.delete(fn);
};
const notifyOwners = () => ownerListeners.forEach((fn) => fn());

/** "Compare 2 hunts": the way to /compare once a hunt is picked, fixed at the bottom of the screen. */
export function CompareTray() {
  const ids = useComparedIds();
  const [me] = useState(() => ({}));
  const mine = useSyncExternalStore(
    subscribeOwners,
    () => owners[0] === me,
    () => false,
  );
  useEffect(() => {
    owners.push(me);
    notifyOwners();
    return () => {
      owners.splice(owners.indexOf(me), 1);
      notifyOwners();
    };
  }, [me]);
  if (!mine || !ids || ids.length === 0) return null;
  return (
    <aside
      aria-label="Hunts to compare"
      data-compare-tray
      className="fixed right-3 bottom-3 left-3 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border bg-card p-3 text-sm shadow-lg"
    >
      <span>
        {ids.length} {ids.length === 1 ? "hunt" : "hunts"} picked
      </span>
      <span className="flex items-center gap-2">
        <button type="button" className="underline underline-offset-4" onClick={clearCompared}>
          Clear
        </button>
        <a href={compareHref(ids)} className="btn h-9 bg-primary px-3 text-primary-foreground hover:bg-primary/90 pointer-coarse:min-h-11">
          {ids.length > 1 ? `Compare ${ids.length} hunts` : "Compare"}
        </a>
      </span>
    </aside>
  );
}
