"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PublicHunt } from "@/lib/hunts/present";
import { HuntGridState } from "./hunt-grid-state";
import { QUERY_KEYS } from "@/components/query/keys";

type Page = { hunts: PublicHunt[]; nextCursor: string | null };
const PAGE = 100;
const MAX_PAGES = 3;

/**
 * Hunts of top-tier outfitters. The public search lists top-tier outfitters' hunts first, so the
 * pages are read until a hunt of another outfitter appears (at most 300 hunts).
 */
async function topTierHunts(): Promise<PublicHunt[]> {
  const out: PublicHunt[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page: Page = await api.get<Page>(`/api/hunts?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    const top = page.hunts.filter((h) => h.outfitter?.isTopTier);
    out.push(...top);
    if (top.length < page.hunts.length || !page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return out;
}

/** Top-Tier (the spec leaves it empty): hunts of vetted top-tier outfitters. */
export function TopTierHuntsTab() {
  const hunts = useQuery({ queryKey: QUERY_KEYS.hunter.topTierHunts, queryFn: topTierHunts, staleTime: 60_000 });
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">Hunts from outfitters our team has vetted as top-tier.</p>
      <HuntGridState
        hunts={hunts.data}
        isLoading={hunts.isLoading}
        error={hunts.error}
        empty={{ title: "No top-tier hunts right now.", hint: "Check back soon for hunts from our top-tier outfitters." }}
      />
    </div>
  );
}
