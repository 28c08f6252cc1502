"use client";

import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import type { PublicHunt } from "@/lib/hunts/present";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "./panel";
import { QUERY_KEYS } from "@/components/query/keys";

function huntsOf(json: unknown): PublicHunt[] {
  if (Array.isArray(json)) return json as PublicHunt[];
  const o = json as { hunts?: unknown } | null;
  return (Array.isArray(o?.hunts) ? o.hunts : []) as PublicHunt[];
}

/** The hunts hunters can see right now, searchable by title, location, species or outfitter. */
export function HuntsPanel() {
  const { data, isLoading, error } = useQuery({
    queryKey: QUERY_KEYS.admin.huntsOverview,
    queryFn: async () => huntsOf(await api.get("/api/hunts")),
  });
  const [q, setQ] = useState("");
  const all = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => {
    const t = q.trim().toLowerCase();
    if (!t) return all;
    return all.filter((h) => [h.title, h.location, h.outfitter?.firstName ?? "", ...h.species].some((s) => s.toLowerCase().includes(t)));
  }, [all, q]);
  return (
    <Panel id="hunt-listings" title="Hunt Listings" description="Live hunts on the platform.">
      <div className="relative mb-2">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input aria-label="Search hunts" placeholder="Search hunts..." value={q} onChange={(e) => setQ(e.target.value)} className="pl-9" />
      </div>
      {isLoading ? (
        <ListSkeleton />
      ) : error ? (
        <ErrorState>Failed to fetch hunts</ErrorState>
      ) : all.length === 0 ? (
        <EmptyState>No hunts found</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>No hunts match your criteria</EmptyState>
      ) : (
        <ul className="divide-y">
          {shown.map((h) => (
            <li key={h.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <Link href={`/hunt/${h.id}`} className="block truncate font-medium hover:underline">
                  {h.title}
                </Link>
                <p className="truncate text-sm text-muted-foreground">
                  {h.location}
                  {h.outfitter ? ` · ${h.outfitter.firstName}` : ""}
                </p>
              </div>
              <span className="shrink-0 text-sm font-semibold tabular-nums">{formatUsd(parseDollarsToCents(h.price) ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
