"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";

/** Search timings of spec 000 §9. */
export const SCROLL_DELAY_MS = 300;
export const SEARCHING_RESET_MS = 5000;

type SearchState = {
  /** The new results are loading ('Searching...'). */
  pending: boolean;
  /** Set on Search, resets itself after 5 s (shows the pulsing scroll notice). */
  searching: boolean;
  search: (query: string) => void;
  clear: () => void;
};

const Ctx = createContext<SearchState | null>(null);

function scrollToHunts() {
  document.getElementById("hunts")?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/**
 * The landing page's search: the criteria live in the URL (`/?species=elk#hunts`), so a result
 * list can be shared and reloaded; the server renders the results.
 */
export function SearchStateProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [searching, setSearching] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const search = useCallback(
    (query: string) => {
      timers.current.forEach(clearTimeout);
      setSearching(true);
      timers.current = [setTimeout(scrollToHunts, SCROLL_DELAY_MS), setTimeout(() => setSearching(false), SEARCHING_RESET_MS)];
      startTransition(() => router.push(query ? `/?${query}#hunts` : "/#hunts", { scroll: false }));
    },
    [router],
  );

  const clear = useCallback(() => {
    timers.current.forEach(clearTimeout);
    setSearching(false);
    startTransition(() => router.push("/", { scroll: false }));
  }, [router]);

  const value = useMemo(() => ({ pending, searching, search, clear }), [pending, searching, search, clear]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useSearchState() {
  const v = useContext(Ctx);
  if (!v) throw new Error("useSearchState must be used inside SearchStateProvider");
  return v;
}

/** Shows 'Searching...' instead of the hunt list while new results load. */
export function SearchResultsFrame({ children }: { children: React.ReactNode }) {
  const { pending } = useSearchState();
  if (pending) {
    return (
      <p role="status" className="py-16 text-center text-lg text-muted-foreground">
        Searching...
      </p>
    );
  }
  return <>{children}</>;
}
