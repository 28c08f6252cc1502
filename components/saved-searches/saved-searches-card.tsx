"use client";

import Link from "next/link";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BellOff, BellRing, Trash2 } from "lucide-react";
import { useApiQuery } from "@/components/hunter/api-query";
import { QUERY_KEYS } from "@/components/query/keys";
import { selectClass } from "@/components/search/select-class";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/call";
import { formatDate } from "@/lib/format/dates";
import { deleteSavedSearchAction, updateSavedSearchAction } from "@/lib/saved-searches/actions";
import {
  FREQUENCY_LABELS,
  SAVED_SEARCHES_LIMIT,
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
  type SavedSearchView,
} from "@/lib/saved-searches/schema";

type Change = { id: number; frequency?: SavedSearchFrequency; alertsOn?: boolean };

/** The hunter dashboard's saved searches: open, change how often, pause alerts, delete. */
export function SavedSearchesCard() {
  const key = QUERY_KEYS.hunter.savedSearches;
  const searches = useApiQuery<SavedSearchView[]>(key);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const update = useMutation({
    mutationFn: (c: Change) => callAction(updateSavedSearchAction, c),
    onSuccess: refresh,
    onError: (e) => toast.error("Could not update the saved search", { description: e.message }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => callAction(deleteSavedSearchAction, { id }),
    onSuccess: () => {
      toast.success("Saved search deleted");
      return refresh();
    },
    onError: (e) => toast.error("Could not delete the saved search", { description: e.message }),
  });
  const list = searches.data ?? [];

  return (
    <Card id="saved-searches">
      <CardHeader>
        <CardTitle className="text-xl">Saved Searches</CardTitle>
        <CardDescription>
          {`E-mail alerts for new hunts and departures that match (${list.length} of ${SAVED_SEARCHES_LIMIT}).`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {searches.isLoading ? (
          <Skeleton className="h-20" />
        ) : searches.isError ? (
          <p className="text-sm text-destructive">Failed to fetch your saved searches</p>
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            No saved searches yet. Use &ldquo;Save this search&rdquo; on{" "}
            <Link href="/browse-hunts" className="underline underline-offset-4">
              Browse Hunts
            </Link>{" "}
            to be alerted.
          </p>
        ) : (
          <ul role="list" className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                <div className="min-w-0 flex-1">
                  <Link href={s.href} className="block truncate font-medium hover:underline">
                    {s.name}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {s.lastAlertedAt ? `Last alert ${formatDate(s.lastAlertedAt)}` : `Saved ${formatDate(s.createdAt)}`}
                  </p>
                </div>
                {!s.alertsOn && <Badge variant="outline">Alerts off</Badge>}
                <label className="sr-only" htmlFor={`saved-search-frequency-${s.id}`}>
                  {`How often to e-mail "${s.name}"`}
                </label>
                <select
                  id={`saved-search-frequency-${s.id}`}
                  className={`${selectClass} w-28`}
                  value={s.frequency}
                  onChange={(e) => update.mutate({ id: s.id, frequency: e.target.value as SavedSearchFrequency })}
                >
                  {SAVED_SEARCH_FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {FREQUENCY_LABELS[f]}
                    </option>
                  ))}
                </select>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={s.alertsOn ? `Turn off alerts for "${s.name}"` : `Turn on alerts for "${s.name}"`}
                  onClick={() => update.mutate({ id: s.id, alertsOn: !s.alertsOn })}
                >
                  {s.alertsOn ? <BellRing aria-hidden /> : <BellOff aria-hidden />}
                </Button>
                <Button type="button" size="icon" variant="ghost" aria-label={`Delete "${s.name}"`} onClick={() => remove.mutate(s.id)}>
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
