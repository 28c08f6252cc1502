"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { GEAR_CATEGORIES, GEAR_CATEGORY_LABELS, gearUpdateSchema, type GearCategory } from "@/lib/gear/schema";
import type { GearItem } from "./types";

export type GearFormValues = { name: string; description: string; image: string; amazonUrl: string; category: GearCategory };

const EMPTY: GearFormValues = { name: "", description: "", image: "", amazonUrl: "", category: "gear" };

/** Add or edit one gear item; the same zod rules as the server (name and Amazon link required). */
export function GearItemDialog({
  open,
  item,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean;
  item: GearItem | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: GearFormValues) => void;
}) {
  const [values, setValues] = useState<GearFormValues>(() =>
    item
      ? {
          name: item.name,
          description: item.description ?? "",
          image: item.image ?? "",
          amazonUrl: item.amazonUrl,
          category: item.category,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof GearFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const r = gearUpdateSchema.required({ name: true, amazonUrl: true }).safeParse(values);
    if (!r.success) {
      const next: Record<string, string> = {};
      for (const issue of r.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(values);
  }

  const field = (k: keyof GearFormValues) => ({
    id: `gear-${k}`,
    "aria-invalid": errors[k] ? true : undefined,
    "aria-describedby": errors[k] ? `gear-${k}-error` : undefined,
  });
  const err = (k: string) =>
    errors[k] ? (
      <p id={`gear-${k}-error`} className="text-sm text-destructive">
        {errors[k]}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={(o) => (!o ? onClose() : undefined)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{item ? "Edit Gear Item" : "Add Gear Item"}</DialogTitle>
            <DialogDescription>Hunters see this on the outfitter&apos;s gear list. Amazon links get our affiliate tag.</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="gear-name">Name</Label>
            <Input {...field("name")} value={values.name} onChange={set("name")} required />
            {err("name")}
          </div>
          <div className="space-y-2">
            <Label htmlFor="gear-amazonUrl">Amazon URL</Label>
            <Input
              {...field("amazonUrl")}
              type="url"
              inputMode="url"
              placeholder="https://www.amazon.com/dp/..."
              value={values.amazonUrl}
              onChange={set("amazonUrl")}
              required
            />
            {err("amazonUrl")}
          </div>
          <div className="space-y-2">
            <Label htmlFor="gear-category">Category</Label>
            <Select value={values.category} onValueChange={(c) => setValues((v) => ({ ...v, category: c as GearCategory }))}>
              <SelectTrigger id="gear-category" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {GEAR_CATEGORIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {GEAR_CATEGORY_LABELS[c]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="gear-description">Description (optional)</Label>
            <Textarea {...field("description")} rows={3} value={values.description} onChange={set("description")} />
            {err("description")}
          </div>
          <div className="space-y-2">
            <Label htmlFor="gear-image">Image URL (optional)</Label>
            <Input {...field("image")} type="url" inputMode="url" placeholder="https://..." value={values.image} onChange={set("image")} />
            {err("image")}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : item ? "Save Changes" : "Add Item"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
