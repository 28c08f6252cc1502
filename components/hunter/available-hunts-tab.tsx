"use client";

import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import type { PublicHunt } from "@/lib/hunts/present";
import { HuntGridState } from "./hunt-grid-state";
import { QUERY_KEYS } from "@/components/query/keys";

/** Hunts matching the text as a species OR as a location (or title), in the API's order, each once. */
async function searchAvailable(text: string): Promise<PublicHunt[]> {
  if (!text) return api.get<PublicHunt[]>("/api/hunts");
  const q = encodeURIComponent(text);
  const [bySpecies, byLocation] = await Promise.all([
    api.get<PublicHunt[]>(`/api/hunts?species=${q}`),
    api.get<PublicHunt[]>(`/api/hunts?location=${q}`),
  ]);
  const seen = new Set<number>();
  return [...bySpecies, ...byLocation].filter((h) => !seen.has(h.id) && !!seen.add(h.id));
}

/** Available Hunts: a search box filtering by species and location, and the grid. */
export function AvailableHuntsTab() {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const hunts = useQuery({ queryKey: QUERY_KEYS.hunter.availableHunts(query), queryFn: () => searchAvailable(query), staleTime: 60_000 });

  return (
    <div className="grid gap-5">
      <div className="relative max-w-md">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder="Search by species or location…"
          aria-label="Search hunts by species or location"
          className="pl-9"
        />
      </div>
      <HuntGridState
        hunts={hunts.data}
        isLoading={hunts.isLoading}
        error={hunts.error}
        empty={
          query
            ? { title: "No hunts match your search criteria.", hint: "Try another species or location." }
            : { title: "No hunts available at the moment.", hint: "Check back soon for new hunting opportunities!" }
        }
      />
    </div>
  );
}
