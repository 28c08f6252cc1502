"use client";

import Link from "next/link";
import { FavoriteOutfitterCard } from "@/components/favorites/favorite-outfitter-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { FavoriteOutfitter } from "@/lib/favorites/types";
import type { PublicHunt } from "@/lib/hunts/present";
import { useApiQuery } from "./api-query";
import { AvailableHuntsTab } from "./available-hunts-tab";
import { HuntGridState } from "./hunt-grid-state";
import { TopTierHuntsTab } from "./top-tier-hunts-tab";
import { QUERY_KEYS } from "@/components/query/keys";

const browseAction = (
  <Button asChild>
    <Link href="/browse-hunts">Browse Hunts</Link>
  </Button>
);

/**
 * The dashboard's four tabs: Available Hunts, Favorites, New from Favorites, Top-Tier.
 * Each panel opens with a screen-reader heading, so the cards' h3 titles sit under an h2.
 */
export function HunterHuntTabs() {
  const favorites = useApiQuery<FavoriteOutfitter[]>(QUERY_KEYS.hunter.favorites);
  const favoriteHunts = useApiQuery<PublicHunt[]>(QUERY_KEYS.hunter.favoriteHunts);
  const count = (n: number | undefined) => (n === undefined ? "" : ` (${n})`);

  return (
    <Tabs defaultValue="available" className="gap-6">
      {/* Two rows of two on phones: every tab in sight, none scrolled away. */}
      <TabsList className="w-full justify-start max-sm:grid max-sm:h-auto max-sm:grid-cols-2 max-sm:gap-1 sm:w-fit">
        <TabsTrigger value="available" className="max-sm:min-h-10 max-sm:whitespace-normal">
          Available Hunts
        </TabsTrigger>
        <TabsTrigger value="favorites" className="max-sm:min-h-10 max-sm:whitespace-normal">
          Favorites{count(favorites.data?.length)}
        </TabsTrigger>
        <TabsTrigger value="new" className="max-sm:min-h-10 max-sm:whitespace-normal">
          New from Favorites{count(favoriteHunts.data?.length)}
        </TabsTrigger>
        <TabsTrigger value="top-tier" className="max-sm:min-h-10 max-sm:whitespace-normal">
          Top-Tier
        </TabsTrigger>
      </TabsList>
      <TabsContent value="available">
        <h2 className="sr-only">Available Hunts</h2>
        <AvailableHuntsTab />
      </TabsContent>
      <TabsContent value="favorites">
        <h2 className="sr-only">Favorite Outfitters</h2>
        {favorites.isLoading ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80 rounded-xl" />
            ))}
          </div>
        ) : favorites.isError ? (
          <p className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive">Error loading outfitters</p>
        ) : !favorites.data?.length ? (
          <div className="rounded-xl border border-dashed bg-card p-10 text-center">
            <p className="text-lg font-semibold">No favorite outfitters yet</p>
            <p className="mt-1 text-muted-foreground">Tap Favorite on an outfitter&apos;s page to follow their new hunts here.</p>
            <div className="mt-4">{browseAction}</div>
          </div>
        ) : (
          <ul role="list" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {favorites.data.map((o) => (
              <li key={o.id} className="flex">
                <FavoriteOutfitterCard outfitter={o} />
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="new">
        <h2 className="sr-only">New from Favorites</h2>
        <HuntGridState
          hunts={favoriteHunts.data}
          isLoading={favoriteHunts.isLoading}
          error={favoriteHunts.error}
          empty={{
            title: "No hunts from your favorite outfitters yet.",
            hint: "Favorite outfitters to see their latest hunts here.",
            action: browseAction,
          }}
        />
      </TabsContent>
      <TabsContent value="top-tier">
        <h2 className="sr-only">Top-Tier Hunts</h2>
        <TopTierHuntsTab />
      </TabsContent>
    </Tabs>
  );
}
