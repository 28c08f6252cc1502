"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { selectClass } from "@/components/search/select-class";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { saveSearchAction } from "@/lib/saved-searches/actions";
import { FREQUENCY_LABELS, SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency, type SearchPagePath } from "@/lib/saved-searches/schema";

type Props = {
  path: SearchPagePath;
  filters: Record<string, string>;
  suggestedName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function SaveSearchDialog({ path, filters, suggestedName, open, onOpenChange }: Props) {
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>("daily");
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setErrors({});
    try {
      await callAction(saveSearchAction, { name, frequency, path, filters });
      toast.success("Search saved", { description: "We'll e-mail you when new hunts match." });
      onOpenChange(false);
    } catch (err) {
      const refusal = err instanceof ActionRefusal ? err : null;
      setErrors(refusal?.fieldErrors ?? {});
      toast.error("Could not save the search", { description: refusal?.message ?? "Please try again." });
    } finally {
      setPending(false);
    }
  }

  const filterErrors = Object.entries(errors).filter(([k]) => k.startsWith("filters"));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Save this search</DialogTitle>
            <DialogDescription>
              Get an e-mail when new hunts or departures match. Manage your searches in your{" "}
              <Link href="/hunter-dashboard#saved-searches" className="underline underline-offset-4">
                dashboard
              </Link>
              .
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="saved-search-name">Name</Label>
            <Input
              id="saved-search-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={80}
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? "saved-search-name-error" : undefined}
            />
            {errors.name && (
              <p id="saved-search-name-error" className="text-sm text-destructive">
                {errors.name[0]}
              </p>
            )}
          </div>
          <div className="space-y-2">
            <Label htmlFor="saved-search-frequency">E-mail me</Label>
            <select
              id="saved-search-frequency"
              value={frequency}
              onChange={(e) => setFrequency(e.target.value as SavedSearchFrequency)}
              className={selectClass}
            >
              {SAVED_SEARCH_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          {filterErrors.length > 0 && (
            <ul className="text-sm text-destructive" role="alert">
              {filterErrors.map(([k, m]) => (
                <li key={k}>{m[0]}</li>
              ))}
            </ul>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : "Save search"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
