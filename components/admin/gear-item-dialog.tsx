"use client";

import { useWatch } from "react-hook-form";
import type { z, ZodType } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { ActionState, ServerAction } from "@/lib/actions/state";
import { addGearItemAction, updateGearItemAction } from "@/lib/gear/actions";
import { GEAR_CATEGORIES, GEAR_CATEGORY_LABELS, gearUpdateSchema, type GearCategory } from "@/lib/gear/schema";
import type { GearItem } from "./types";

export type GearFormValues = { name: string; description: string; image: string; amazonUrl: string; category: GearCategory };

const GEAR_FORM_SCHEMA = gearUpdateSchema.required({ name: true, amazonUrl: true });

const EMPTY: GearFormValues = { name: "", description: "", image: "", amazonUrl: "", category: "gear" };

/**
 * Add or edit one gear item, through addGearItemAction or updateGearItemAction (the twins of
 * POST /api/outfitter-gear and PUT /api/outfitter-gear/{id}); the server's zod rules, with the
 * name and Amazon link required.
 */
export function GearItemDialog({
  open,
  item,
  outfitterId,
  displayOrder,
  onClose,
  onSaved,
}: {
  open: boolean;
  item: GearItem | null;
  outfitterId: number;
  /** Where a new item goes: after the list's last one. */
  displayOrder: number;
  onClose: () => void;
  /** After the item was saved (its toast shown). */
  onSaved: () => void;
}) {
  // The dialog only opens once JavaScript runs, so the input is always the typed values, never a FormData.
  const save: ServerAction<GearFormValues, unknown> = (prev, values) =>
    item
      ? updateGearItemAction(prev as ActionState<GearItem>, { ...(values as GearFormValues), id: item.id })
      : addGearItemAction(prev as ActionState<GearItem>, { ...(values as GearFormValues), outfitterId, displayOrder });
  const { form, pending, formProps } = useActionForm({
    // The server's schema takes null for a blank text; the form's fields are always text.
    schema: GEAR_FORM_SCHEMA as ZodType<z.output<typeof GEAR_FORM_SCHEMA>, GearFormValues>,
    action: save,
    defaultValues: item
      ? {
          name: item.name,
          description: item.description ?? "",
          image: item.image ?? "",
          amazonUrl: item.amazonUrl,
          category: item.category,
        }
      : EMPTY,
    onSuccess: () => {
      toast.success(item ? "Gear Item Updated" : "Gear Item Added");
      onSaved();
    },
    onError: (s) =>
      toast.error(item ? "Failed to update gear item" : "Failed to add gear item", { description: s.message || "Please try again." }),
  });
  const errors = form.formState.errors;
  const category = useWatch({ control: form.control, name: "category" });

  const field = (k: keyof GearFormValues) => ({
    id: `gear-${k}`,
    ...form.register(k),
    "aria-invalid": errors[k] ? true : undefined,
    "aria-describedby": errors[k] ? `gear-${k}-error` : undefined,
  });
  const err = (k: keyof GearFormValues) =>
    errors[k] ? (
      <p id={`gear-${k}-error`} className="text-sm text-destructive">
        {errors[k].message}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={(o) => (!o ? onClose() : undefined)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form {...formProps} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{item ? "Edit Gear Item" : "Add Gear Item"}</DialogTitle>
            <DialogDescription>Hunters see this on the outfitter&apos;s gear list. Amazon links get our affiliate tag.</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="gear-name">Name</Label>
            <Input {...field("name")} required />
            {err("name")}
          </div>
          <div className="space-y-2">
            <Label htmlFor="gear-amazonUrl">Amazon URL</Label>
            <Input {...field("amazonUrl")} type="url" inputMode="url" placeholder="https://www.amazon.com/dp/..." required />
            {err("amazonUrl")}
          </div>
          <div className="space-y-2">
            <Label htmlFor="gear-category">Category</Label>
            <Select value={category} onValueChange={(c) => form.setValue("category", c as GearCategory)}>
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
            <Textarea {...field("description")} rows={3} />
            {err("description")}
          </div>
          <div className="space-y-2">
            <Label htmlFor="gear-image">Image URL (optional)</Label>
            <Input {...field("image")} type="url" inputMode="url" placeholder="https://..." />
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
