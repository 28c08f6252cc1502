"use client";

import { callAction } from "@/lib/actions/call";
import { deleteGearItemAction } from "@/lib/gear/actions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api, errorMessage } from "@/lib/api-client";
import { GEAR_CATEGORY_LABELS } from "@/lib/gear/schema";
import type { PublicUser } from "@/lib/users/public-user";
import { useAdminOutfitters } from "./admin-queries";
import { GearItemDialog } from "./gear-item-dialog";
import { EmptyState, ErrorState, ListSkeleton, Panel } from "./panel";
import type { GearItem } from "./types";
import { QUERY_KEYS } from "@/components/query/keys";

/** The gear list answer, whether an array or wrapped in { gear } / { items }. */
function itemsOf(json: unknown): GearItem[] {
  if (Array.isArray(json)) return json as GearItem[];
  const o = json as { gear?: unknown; items?: unknown } | null;
  const list = Array.isArray(o?.gear) ? o.gear : Array.isArray(o?.items) ? o.items : [];
  return list as GearItem[];
}

function GearList({ outfitterId, isPublic }: { outfitterId: number; isPublic: boolean }) {
  const qc = useQueryClient();
  const key = QUERY_KEYS.admin.gear(outfitterId);
  const { data, isLoading, error } = useQuery({
    queryKey: key,
    queryFn: async () => itemsOf(await api.get(`/api/outfitter-gear/${outfitterId}`)),
  });
  const [editing, setEditing] = useState<{ item: GearItem | null; n: number } | null>(null);
  const [deleting, setDeleting] = useState<GearItem | null>(null);
  const items = [...(data ?? [])].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  const refresh = () => qc.invalidateQueries({ queryKey: key });

  const remove = useMutation({
    mutationFn: (item: GearItem) => callAction(deleteGearItemAction, { id: item.id }),
    onSuccess: () => {
      toast.success("Gear Item Deleted");
      setDeleting(null);
      void refresh();
    },
    onError: (err) => toast.error("Failed to delete gear item", { description: errorMessage(err, "Please try again.") }),
  });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {isPublic ? (
          <Button asChild variant="link" className="h-auto px-0">
            <Link href={`/gear-list/${outfitterId}`} target="_blank">
              View public gear list <ExternalLink aria-hidden />
            </Link>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Hidden from hunters while this outfitter is paused.</p>
        )}
        <Button size="sm" onClick={() => setEditing({ item: null, n: Date.now() })}>
          <Plus aria-hidden /> Add Item
        </Button>
      </div>
      {isLoading ? (
        <ListSkeleton rows={2} />
      ) : error ? (
        <ErrorState>Failed to fetch gear items</ErrorState>
      ) : items.length === 0 ? (
        <EmptyState>No gear items yet</EmptyState>
      ) : (
        <ul className="divide-y rounded-md border">
          {items.map((g) => (
            <li key={g.id} className="flex items-start justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {g.name} <Badge variant="secondary">{GEAR_CATEGORY_LABELS[g.category] ?? g.category}</Badge>
                </p>
                {g.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{g.description}</p> : null}
                <a
                  href={g.amazonUrl}
                  target="_blank"
                  rel="noopener noreferrer sponsored"
                  className="text-xs break-all text-primary underline-offset-4 hover:underline"
                >
                  {g.amazonUrl}
                </a>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button size="icon" variant="ghost" aria-label={`Edit ${g.name}`} onClick={() => setEditing({ item: g, n: Date.now() })}>
                  <Pencil />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${g.name}`} onClick={() => setDeleting(g)}>
                  <Trash2 />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <GearItemDialog
          key={editing.n}
          open
          item={editing.item}
          outfitterId={outfitterId}
          displayOrder={items.length + 1}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <AlertDialog open={deleting !== null} onOpenChange={(o) => (!o ? setDeleting(null) : undefined)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete gear item?</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete &quot;{deleting?.name}&quot;? This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => deleting && remove.mutate(deleting)}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

const accountNote = (o: PublicUser) => (!o.isApproved ? " · pending approval" : !o.isActive ? " · paused" : "");

/** Pick any outfitter (approved, pending or paused: paused ones keep their list), then add, edit and delete its recommended gear. */
export function GearPanel() {
  const outfitters = useAdminOutfitters();
  const [selected, setSelected] = useState<string>("");
  return (
    <Panel id="gear-list-management" title="Gear List Management" description="Recommended gear hunters see for each outfitter.">
      <div className="mb-3 space-y-2">
        <Label htmlFor="gear-outfitter">Outfitter</Label>
        <Select value={selected} onValueChange={setSelected} disabled={!outfitters.data?.length}>
          <SelectTrigger id="gear-outfitter" className="w-full">
            <SelectValue placeholder={outfitters.isLoading ? "Loading outfitters..." : "Select an outfitter"} />
          </SelectTrigger>
          <SelectContent>
            {(outfitters.data ?? []).map((o) => (
              <SelectItem key={o.id} value={String(o.id)}>
                {o.firstName} (#{o.id}){accountNote(o)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {outfitters.error ? (
        <ErrorState>Failed to fetch outfitters</ErrorState>
      ) : outfitters.data && outfitters.data.length === 0 ? (
        <EmptyState>No outfitters yet</EmptyState>
      ) : selected ? (
        <GearList
          key={selected}
          outfitterId={Number(selected)}
          isPublic={outfitters.data?.find((o) => String(o.id) === selected)?.isActive !== false}
        />
      ) : (
        <EmptyState>Select an outfitter to manage its gear list</EmptyState>
      )}
    </Panel>
  );
}
