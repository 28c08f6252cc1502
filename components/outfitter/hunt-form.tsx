"use client";

import { useRouter } from "next/navigation";
import { ArrowLeft, Loader2 } from "lucide-react";
import { Controller, useWatch, type FieldErrors } from "react-hook-form";
import type { ZodType } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ActionRefusal } from "@/lib/actions/call";
import type { ServerAction } from "@/lib/actions/state";
import { createHuntAction, updateHuntAction } from "@/lib/hunts/actions";
import type { PublicHunt } from "@/lib/hunts/present";
import {
  HUNT_DIFFICULTIES,
  HUNT_MESSAGES,
  huntCreateSchema,
  huntUpdateSchema,
  previewDiscountedPrice,
  type HuntValues,
} from "@/lib/hunts/schema";
import { OTHER_SPECIES } from "@/lib/hunts/species";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { Field, FormSection, NativeSelect } from "./form-parts";
import { PhotoUploader, VideoUploader } from "./media-uploaders";
import type { OwnHunt } from "./queries";
import { failureText, useRefreshOutfitter } from "./queries";
import { SpeciesPicker } from "./species-picker";
import { initialValues, type FormValues } from "./hunt-form-values";
import { CancellationPolicyPicker } from "./cancellation-policy-picker";
import { DEPOSIT_PERCENTS } from "@/lib/money/deposit";
import { BALANCE_COLLECTION_DAYS, balanceCollectionLabel } from "@/lib/money/installments/schedule";
import { DeparturesEditor, useDeparturesSummary } from "./departures-editor";
import { todayIso } from "@/lib/departures/dates";
import { HuntFeesEditor } from "./hunt-fees-editor";
import { HuntTagFields } from "@/components/tags/hunt-tag-fields";
import { useTagAlternatives } from "@/components/tags/use-tag-alternatives";
import { TripAgreementFields } from "@/components/agreements/trip-agreement-fields";

const BALANCE_COLLECTION_CHOICES = [null, ...BALANCE_COLLECTION_DAYS] as const;

/** 'Missing Information: Please fill in …' → a toast titled 'Missing Information'. */
function toastMessage(message: string) {
  const [title, ...rest] = message.split(": ");
  if (rest.length) toast.error(title!, { description: rest.join(": ") });
  else toast.error(message);
}

/** Create or edit a hunt in the dashboard (spec 001 §2 "Create/edit hunt form", §3, §5). */
export function HuntForm({ hunt, userId, onDone }: { hunt?: OwnHunt; userId: number; onDone: () => void }) {
  const editing = Boolean(hunt);
  const refresh = useRefreshOutfitter();
  const router = useRouter();
  // Through createHuntAction / updateHuntAction (POST /api/hunts and PUT /api/hunts/{id}'s twins).
  // The form's values are text (what the inputs hold); the schema reads them as the API's JSON does.
  const { form, pending, formProps } = useActionForm({
    schema: (editing ? huntUpdateSchema : huntCreateSchema) as unknown as ZodType<HuntValues, FormValues>,
    action: (editing ? updateHuntAction : createHuntAction) as unknown as ServerAction<FormValues, PublicHunt>,
    defaultValues: initialValues(hunt),
    toInput: (raw) => {
      const { availability: _derived, ...rest } = raw;
      void _derived;
      const departures = raw.departures.map(({ id, startDate, endDate, spots }) => ({ id: id || null, startDate, endDate, spots }));
      const payload = { ...rest, departures, originalPrice: raw.isDiscounted ? raw.price : null, ...(editing ? { huntId: hunt!.id } : {}) };
      return payload as unknown as FormValues;
    },
    onSuccess: (saved) => {
      // The listing is one tap away: "View listing" opens its public page.
      toast.success(editing ? "Hunt Updated" : "Hunt Created", {
        description: "Your listing has been saved.",
        action: saved?.id ? { label: "View listing", onClick: () => router.push(`/hunt/${saved.id}`) } : undefined,
      });
      refresh("hunts", "overview");
      onDone();
    },
    // The action's field errors are already beside their fields (departures.N.… included).
    onError: (state) =>
      toast.error(editing ? "Failed to update hunt" : "Failed to create hunt", {
        description: failureText(new ActionRefusal(state, "Please try again."), "Please try again."),
      }),
    onInvalid: (errs) => onInvalid(errs),
  });
  const { register, control, setValue, getValues, formState } = form;
  const errors = formState.errors as FieldErrors<FormValues>;
  const [isDiscounted, discountType, species, price, discountValue, images, video] = useWatch({
    control,
    name: ["isDiscounted", "discountType", "species", "price", "discountValue", "images", "video"],
  });
  const preview = isDiscounted ? previewDiscountedPrice(price, discountType, discountValue) : null;

  const summary = useDeparturesSummary(control as never);
  const alternatives = useTagAlternatives(hunt?.id);
  function onInvalid(errs: FieldErrors<FormValues>) {
    const rows = Array.isArray(errs.departures) ? errs.departures : [];
    const rowMessage = rows.flatMap((r) => (r ? Object.values(r).map((e) => (e as { message?: string })?.message) : [])).find(Boolean);
    const first = Object.values(errs).find((e) => e?.message)?.message ?? rowMessage;
    if (typeof first === "string") toastMessage(first);
  }

  // The toast carries the spec's full 'Missing Information' text; next to a field, "Required" says it.
  const err = (name: keyof FormValues) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return message === HUNT_MESSAGES.required ? "Required" : String(message);
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Button variant="ghost" onClick={onDone} className="mb-4 -ml-3">
        <ArrowLeft aria-hidden /> Back to Dashboard
      </Button>
      <h1 className="font-display text-3xl font-bold">{editing ? "Edit Hunt" : "Create New Hunt"}</h1>
      <p className="mt-1 text-muted-foreground">Fields marked * are required.</p>
      <form {...formProps} className="mt-6 flex flex-col gap-6">
        <FormSection title="Basic Information">
          <Field label="Hunt Title" required error={err("title")} className="sm:col-span-2">
            {(p) => <Input {...p} {...register("title")} placeholder="e.g. Trophy Bull Elk Hunt" />}
          </Field>
          <Field label="Description" required error={err("description")} className="sm:col-span-2">
            {(p) => (
              <Textarea
                {...p}
                {...register("description")}
                rows={5}
                placeholder="What hunters can expect: terrain, lodging, guides, success rates…"
              />
            )}
          </Field>
          <Field label="Location" required error={err("location")}>
            {(p) => <Input {...p} {...register("location")} placeholder="e.g. Montana, USA" />}
          </Field>
          <Field
            label="Dates (as shown on cards)"
            error={err("dates")}
            hint={summary ? `Leave empty to show “${summary}”` : "Leave empty to show a summary of the departures"}
          >
            {(p) => <Input {...p} {...register("dates")} placeholder={summary || "Written from the departures"} />}
          </Field>
          <Field label="Difficulty" error={err("difficulty")}>
            {(p) => (
              <NativeSelect {...p} {...register("difficulty")}>
                <option value="">Not specified</option>
                {HUNT_DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {d[0]!.toUpperCase() + d.slice(1)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </FormSection>

        <FormSection title="Species *" description="Choose every species this hunt targets.">
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="species"
              render={({ field }) => (
                <SpeciesPicker
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.species)}
                  describedBy={errors.species ? "species-error" : undefined}
                />
              )}
            />
            {err("species") && (
              <p id="species-error" className="mt-1.5 text-sm text-destructive">
                {err("species")}
              </p>
            )}
          </div>
          {species.includes(OTHER_SPECIES) && (
            <Field label="Custom Species" required error={err("customSpecies")} className="sm:col-span-2">
              {(p) => <Input {...p} {...register("customSpecies")} placeholder="e.g. Javelina" />}
            </Field>
          )}
        </FormSection>

        <FormSection title="Pricing">
          <Field label="Price per hunter (USD)" required error={err("price")}>
            {(p) => (
              <Input {...p} {...register("price")} type="number" min={0} step={0.01} inputMode="decimal" placeholder="e.g. 4500.00" />
            )}
          </Field>
          <div className="flex items-center gap-3 self-end pb-2.5">
            <Controller
              control={control}
              name="isDiscounted"
              render={({ field }) => (
                <Checkbox id="isDiscounted" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
              )}
            />
            <label htmlFor="isDiscounted" className="cursor-pointer text-sm font-medium">
              Offer a discount
            </label>
          </div>
          {isDiscounted && (
            <>
              <Field label="Discount Type" required error={err("discountType")}>
                {(p) => (
                  <NativeSelect {...p} {...register("discountType")}>
                    <option value="percentage">Percentage (%)</option>
                    <option value="amount">Fixed amount ($)</option>
                  </NativeSelect>
                )}
              </Field>
              <Field
                label={discountType === "amount" ? "Discount Amount (USD)" : "Discount Percentage"}
                required
                error={err("discountValue")}
              >
                {(p) => (
                  <Input
                    {...p}
                    {...register("discountValue")}
                    type="number"
                    min={0}
                    step={discountType === "amount" ? 0.01 : 1}
                    max={discountType === "amount" ? undefined : 100}
                    inputMode="decimal"
                    placeholder={discountType === "amount" ? "e.g. 500.00" : "e.g. 15"}
                  />
                )}
              </Field>
              <p className="text-sm sm:col-span-2" aria-live="polite">
                {preview !== null ? (
                  <>
                    Hunters will pay <strong className="tabular-nums">{formatUsd(parseDollarsToCents(preview)!)}</strong>{" "}
                    <span className="text-muted-foreground tabular-nums line-through">{formatUsd(parseDollarsToCents(price) ?? 0)}</span>
                  </>
                ) : (
                  <span className="text-muted-foreground">Enter the price and discount to see the discounted price.</span>
                )}
              </p>
            </>
          )}
        </FormSection>

        <HuntFeesEditor control={control as never} register={register as never} errors={errors.fees as never} />

        <FormSection title="Group & Availability">
          <Field label="Duration (days)" required error={err("duration")}>
            {(p) => <Input {...p} {...register("duration")} type="number" min={1} step={1} inputMode="numeric" />}
          </Field>
          <Field
            label="Group Size"
            required
            error={err("groupSize")}
            hint="The most hunters one booking can bring. Each departure's spots say how many it takes in all."
          >
            {(p) => <Input {...p} {...register("groupSize")} type="number" min={1} step={1} inputMode="numeric" />}
          </Field>
        </FormSection>

        <FormSection
          title="Departures *"
          description="Each trip's dates and its spots: how many hunters it takes in all, over every booking. Availability is the free spots of the upcoming departures."
        >
          <DeparturesEditor
            control={control as never}
            register={register as never}
            errors={errors.departures as never}
            today={todayIso()}
          />
        </FormSection>

        <FormSection
          title="Tags and licences"
          description="What tag the hunter needs, and for a draw what you promise if they do not draw."
        >
          <HuntTagFields control={control as never} register={register as never} errors={errors.tag as never} alternatives={alternatives} />
        </FormSection>

        <TripAgreementFields control={control as never} register={register as never} error={err("tripAgreement")} />

        <FormSection title="Cancellation Policy" description="What a hunter who cancels gets back. Hunters see it before they book.">
          <CancellationPolicyPicker register={register as never} />
        </FormSection>

        <FormSection
          title="Deposit"
          description="What the hunter pays by card when booking, and how the rest (the balance) is paid: to you directly, or charged by Ridgeline to the saved card before the start."
        >
          <Field label="Deposit" error={err("depositPercent")}>
            {(p) => (
              <NativeSelect {...p} {...register("depositPercent")}>
                {DEPOSIT_PERCENTS.map((d) => (
                  <option key={d} value={String(d)}>
                    {d === 100 ? "100% (all at booking)" : `${d}% at booking`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Balance" error={err("balanceCollectionDays")}>
            {(p) => (
              <NativeSelect {...p} {...register("balanceCollectionDays")}>
                {BALANCE_COLLECTION_CHOICES.map((d) => (
                  <option key={d ?? "direct"} value={d ? String(d) : "direct"}>
                    {balanceCollectionLabel(d)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </FormSection>

        <FormSection title="Photos & Video" description="Up to 10 photos. The first photo is the cover of your listing.">
          <div className="flex flex-col gap-6 sm:col-span-2">
            <PhotoUploader
              images={images}
              userId={userId}
              onAdd={(url) => setValue("images", [...getValues("images"), url], { shouldDirty: true })}
              onRemove={(url) =>
                setValue(
                  "images",
                  getValues("images").filter((u) => u !== url),
                  { shouldDirty: true },
                )
              }
            />
            {err("images") && <p className="text-sm text-destructive">{err("images")}</p>}
            <VideoUploader video={video} userId={userId} onChange={(url) => setValue("video", url, { shouldDirty: true })} />
          </div>
        </FormSection>

        <div className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-2 border-t bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:justify-end sm:rounded-lg sm:border">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Loader2 aria-hidden className="animate-spin" />}
            {editing ? "Save Changes" : "Create Hunt"}
          </Button>
        </div>
      </form>
    </section>
  );
}
