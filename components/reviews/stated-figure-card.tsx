"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { QUERY_KEYS } from "@/components/query/keys";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LabelledInput } from "@/components/forms/labelled-input";
import { toast } from "@/components/ui/toast";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { api } from "@/lib/api-client";
import { setStatedFigureAction } from "@/lib/outcomes/actions";
import type { StatedFigureInput } from "@/lib/outcomes/schema";

const KEY = QUERY_KEYS.outfitter.statedFigure;

/** The outfitter's own success rate, shown on its pages as "Outfitter's figure", apart from the verified one. */
export function StatedFigureCard() {
  const qc = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => api.get<StatedFigureInput>("/api/outfitter/stated-figure") });
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const value = text ?? (data?.harvestRatePct === null || data === undefined ? "" : String(data.harvestRatePct));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await callAction(setStatedFigureAction, { harvestRatePct: value.trim() === "" ? null : Number(value) });
      await qc.invalidateQueries({ queryKey: KEY });
      setText(null);
      toast.success("Success Rate Saved");
    } catch (err) {
      setError(err instanceof ActionRefusal ? (err.fieldErrors?.harvestRatePct?.[0] ?? err.message) : "Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Your Success Rate</CardTitle>
        <CardDescription>
          Shown as &quot;Outfitter&apos;s figure&quot;, beside the harvest rate Ridgeline computes from verified hunters.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="flex items-end gap-2" noValidate>
          <LabelledInput
            label="Stated success rate (%)"
            inputMode="numeric"
            value={value}
            onChange={(e) => setText(e.target.value)}
            error={error}
            className="flex-1"
          />
          <Button type="submit" disabled={pending}>
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
