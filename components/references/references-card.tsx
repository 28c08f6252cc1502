"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useApiQuery } from "@/components/hunter/api-query";
import { QUERY_KEYS } from "@/components/query/keys";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { optInReferenceAction, optOutReferenceAction } from "@/lib/references/actions";
import type { ReferenceStanding } from "@/lib/references/schema";

const KEY = QUERY_KEYS.hunter.references;

/** Past clients may vouch for an outfitter: opting in and out is one click each. Shown once the hunter has a completed booking. */
export function ReferencesCard() {
  const qc = useQueryClient();
  const { data } = useApiQuery<ReferenceStanding[]>(KEY);
  const [busy, setBusy] = useState<number | null>(null);
  if (!data?.length) return null;

  async function toggle(s: ReferenceStanding) {
    setBusy(s.outfitterId);
    try {
      const input = { outfitterId: s.outfitterId };
      const r = s.optedIn ? await callAction(optOutReferenceAction, input) : await callAction(optInReferenceAction, input);
      toast.success(r.message);
      await qc.invalidateQueries({ queryKey: KEY });
    } catch (err) {
      toast.error(err instanceof ActionRefusal ? err.message : "Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="gap-4" data-testid="references-card">
      <CardHeader>
        <CardTitle className="text-lg">Be a Reference</CardTitle>
        <CardDescription>
          Hunters considering an outfitter you hunted with can write to you through Ridgeline. They see your first name only once you
          answer; your e-mail is never shown.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {data.map((s) => (
            <li key={s.outfitterId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 font-medium break-words">{s.outfitterName}</span>
              <Button
                size="sm"
                variant={s.optedIn ? "outline" : "default"}
                disabled={busy === s.outfitterId}
                onClick={() => toggle(s)}
                aria-label={s.optedIn ? `Stop being a reference for ${s.outfitterName}` : `Be a reference for ${s.outfitterName}`}
              >
                {s.optedIn ? "Stop being a reference" : "Be a reference"}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
