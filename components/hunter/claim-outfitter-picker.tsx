"use client";

import { useId, useMemo, useState } from "react";
import { Check, MapPin, Search } from "lucide-react";
import { HuntImage } from "@/components/hunts/hunt-image";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import {
  summarizeClaimOutfitter,
  searchClaimOutfitters,
  type ClaimOutfitter,
  type ClaimOutfitterOption,
} from "@/lib/claims/outfitter-search";
import { safeImageSrc } from "@/lib/images";
import { cn } from "@/lib/utils";
import { useApiQuery } from "./api-query";
import { QUERY_KEYS } from "@/components/query/keys";

type Messaged = { id: number; firstName: string; lastMessageAt: string };

/**
 * The claim modal's outfitter chooser: outfitters the hunter has messaged, a
 * search over every approved outfitter (first name, or species, location or title of their
 * hunts), both lists about 96 px high with scroll, and the chosen outfitter's photos, species and
 * locations.
 */
export function ClaimOutfitterPicker({
  value,
  onChange,
  invalid,
}: {
  value: number | null;
  onChange: (id: number) => void;
  invalid?: boolean;
}) {
  const [query, setQuery] = useState("");
  const outfitters = useApiQuery<ClaimOutfitter[]>(QUERY_KEYS.hunter.claimOutfitters);
  const messaged = useApiQuery<Messaged[]>(QUERY_KEYS.hunter.messagedOutfitters);
  const all = useMemo(() => outfitters.data ?? [], [outfitters.data]);
  const results = useMemo(() => searchClaimOutfitters(all, query), [all, query]);
  const recent = useMemo(() => {
    const byId = new Map(all.map((o) => [o.id, o]));
    return (messaged.data ?? []).flatMap((m) => {
      const o = byId.get(m.id);
      return o ? [summarizeClaimOutfitter(o)] : [];
    });
  }, [all, messaged.data]);
  const selected = all.find((o) => o.id === value);

  return (
    <div className="grid gap-3">
      {recent.length > 0 && <OptionList label="Outfitters you've messaged" options={recent} value={value} onChange={onChange} />}
      {/* The full list below still works; only the shortcut is missing. */}
      {messaged.isError && <p className="text-sm text-destructive">Failed to fetch messaged outfitters</p>}
      <div className="grid gap-1.5">
        <Label htmlFor="claim-outfitter-search">Find your outfitter</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="claim-outfitter-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name, species, location or hunt title"
            className="pl-9"
            aria-invalid={invalid || undefined}
            autoComplete="off"
          />
        </div>
      </div>
      {outfitters.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : outfitters.isError ? (
        <p className="text-sm text-destructive">Error loading outfitters</p>
      ) : results.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-center text-sm text-muted-foreground">No outfitters match your search.</p>
      ) : (
        <OptionList
          label={query.trim() ? `Matching outfitters (${results.length})` : "All outfitters"}
          options={results}
          value={value}
          onChange={onChange}
        />
      )}
      {selected && <SelectedOutfitter option={summarizeClaimOutfitter(selected)} />}
    </div>
  );
}

/** One list of outfitters to pick from: native radios (arrow keys move the choice), rows as their labels. */
function OptionList({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ClaimOutfitterOption[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <p id={`${id}-label`} className="text-xs font-medium text-muted-foreground">
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="relative max-h-24 overflow-y-auto rounded-md border bg-card">
        {options.map((o) => {
          const active = o.id === value;
          return (
            <label
              key={o.id}
              className={cn(
                "flex min-h-11 w-full cursor-pointer items-center gap-2 px-3 py-1.5 text-left text-sm transition-colors duration-150 hover:bg-accent has-[:focus-visible]:bg-accent",
                active && "bg-primary/10 font-semibold",
              )}
            >
              <input type="radio" name={id} value={o.id} checked={active} onChange={() => onChange(o.id)} className="sr-only" />
              <span className="grid min-w-0 flex-1 gap-0.5 sm:flex sm:items-center sm:gap-2">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate">{o.firstName}</span>
                  {o.isTopTier && (
                    <Badge variant="accent" className="px-1.5 py-0 text-[10px]">
                      Top-Tier
                    </Badge>
                  )}
                </span>
                <span className="truncate text-xs font-normal text-muted-foreground sm:ml-auto">
                  {[o.species[0], o.locations[0]].filter(Boolean).join(" · ")}
                </span>
              </span>
              {active && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
            </label>
          );
        })}
      </div>
    </div>
  );
}

function SelectedOutfitter({ option: o }: { option: ClaimOutfitterOption }) {
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3" data-testid="claim-selected-outfitter">
      <p className="text-sm">
        Claiming with <span className="font-semibold">{o.firstName}</span>
      </p>
      {o.photos.length > 0 && (
        <div className="grid grid-cols-3 gap-2">
          {o.photos.map((p) => (
            <figure key={p.url} className="relative aspect-[4/3] overflow-hidden rounded-md bg-muted">
              <HuntImage src={safeImageSrc(p.url)} alt={`${p.species}: ${p.huntTitle}`} sizes="160px" fallback="No image available" />
              <figcaption className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/70 to-transparent px-1.5 pt-3 pb-1 text-[10px] font-medium text-white">
                {p.species}
              </figcaption>
            </figure>
          ))}
        </div>
      )}
      {o.species.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {o.species.map((s) => (
            <Badge key={s} variant="secondary">
              {s}
            </Badge>
          ))}
          {o.moreSpecies > 0 && <Badge variant="outline">+{o.moreSpecies} more</Badge>}
        </div>
      )}
      {o.locations.length > 0 && (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          {o.locations.join(" · ")}
        </p>
      )}
    </div>
  );
}
