"use client";

import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { INCLUDED_ITEM_LABELS } from "@/lib/money/price-lines/types";
import { Field, FormSection, NativeSelect } from "./form-parts";
import type { FeesFormValues } from "./hunt-fees-values";

type Form = { fees: FeesFormValues };
type Props = { control: Control<Form>; register: UseFormRegister<Form>; errors?: FieldErrors<FeesFormValues> };

const msg = (e: unknown) => (e as { message?: string } | undefined)?.message;

/** The hunt form's fee sections: observers, what's included, trophy and licence fees, add-ons, tax, gratuity. */
export function HuntFeesEditor({ control, register, errors }: Props) {
  const addOns = useFieldArray({ control, name: "fees.addOns" });
  const licences = useFieldArray({ control, name: "fees.licences" });
  const trophies = useFieldArray({ control, name: "fees.trophyFees" });
  const included = useWatch({ control, name: "fees.included" });
  return (
    <>
      <FormSection title="Observers, tax and gratuity" description="Shown on the hunt page; gratuity is never charged.">
        <Field label="Max non-hunting observers" error={msg(errors?.maxObservers)}>
          {(p) => <Input {...p} {...register("fees.maxObservers")} type="number" min={0} max={50} inputMode="numeric" />}
        </Field>
        <Field label="Price per observer (USD)" error={msg(errors?.observerPrice)}>
          {(p) => <Input {...p} {...register("fees.observerPrice")} type="number" min={0} step={0.01} inputMode="decimal" />}
        </Field>
        <Field label="Tax on the guided portion (basis points, 700 = 7%)" error={msg(errors?.taxBp)}>
          {(p) => <Input {...p} {...register("fees.taxBp")} type="number" min={0} max={5000} inputMode="numeric" />}
        </Field>
        <Field label="Guide ratio (hunters x guides)" error={msg(errors?.guideRatio)}>
          {(p) => <Input {...p} {...register("fees.guideRatio")} placeholder="1x1" />}
        </Field>
        <Field label="Suggested gratuity (%)" error={msg(errors?.gratuityPercent)}>
          {(p) => <Input {...p} {...register("fees.gratuityPercent")} type="number" min={0} max={50} inputMode="numeric" />}
        </Field>
        <Field label="Gratuity guidance" error={msg(errors?.gratuityText)}>
          {(p) => <Input {...p} {...register("fees.gratuityText")} placeholder="Trackers $150 each" />}
        </Field>
      </FormSection>

      <FormSection title="What's included" description="Leave an item unanswered to say nothing about it.">
        {included.map((row, i) => (
          <div key={row.item} className="grid grid-cols-[1fr_1fr] gap-2 sm:col-span-2 sm:grid-cols-[12rem_10rem_1fr]">
            <Field label={INCLUDED_ITEM_LABELS[row.item]}>
              {(p) => (
                <NativeSelect {...p} {...register(`fees.included.${i}.status`)}>
                  <option value="">Not stated</option>
                  <option value="included">Included</option>
                  <option value="not_included">Not included</option>
                  <option value="optional">Optional</option>
                </NativeSelect>
              )}
            </Field>
            <Field label={`${INCLUDED_ITEM_LABELS[row.item]} note`} className="sm:col-span-2">
              {(p) => <Input {...p} {...register(`fees.included.${i}.note`)} />}
            </Field>
          </div>
        ))}
      </FormSection>

      <FormSection title="Add-ons" description="Optional or required extras: an extra day, meat processing, shipping, an airport pickup.">
        {addOns.fields.map((f, i) => (
          <div key={f.id} className="grid gap-2 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-4" data-testid="add-on-row">
            <Field label={`Add-on ${i + 1} name`} error={msg(errors?.addOns?.[i]?.name)}>
              {(p) => <Input {...p} {...register(`fees.addOns.${i}.name`)} />}
            </Field>
            <Field label={`Add-on ${i + 1} price (USD)`} error={msg(errors?.addOns?.[i]?.price)}>
              {(p) => <Input {...p} {...register(`fees.addOns.${i}.price`)} type="number" min={0} step={0.01} inputMode="decimal" />}
            </Field>
            <Field label={`Add-on ${i + 1} unit`}>
              {(p) => (
                <NativeSelect {...p} {...register(`fees.addOns.${i}.unit`)}>
                  <option value="per_person">Per person</option>
                  <option value="per_booking">Per booking</option>
                  <option value="per_day">Per day</option>
                </NativeSelect>
              )}
            </Field>
            <div className="flex items-end justify-between gap-2 pb-2">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" {...register(`fees.addOns.${i}.required`)} /> Required
              </label>
              <Button type="button" variant="ghost" size="sm" onClick={() => addOns.remove(i)}>
                Remove
              </Button>
            </div>
          </div>
        ))}
        {msg(errors?.addOns) && <p className="text-sm text-destructive sm:col-span-2">{msg(errors?.addOns)}</p>}
        <Button type="button" variant="outline" onClick={() => addOns.append({ name: "", price: "", unit: "per_person", required: false })}>
          Add an add-on
        </Button>
      </FormSection>

      <FormSection
        title="Licence and tag fees"
        description="Who obtains them, the resident and non-resident amounts, and the agency's page."
      >
        {licences.fields.map((f, i) => (
          <div key={f.id} className="grid gap-2 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-3">
            <Field label={`Licence ${i + 1} name`} error={msg(errors?.licences?.[i]?.name)}>
              {(p) => <Input {...p} {...register(`fees.licences.${i}.name`)} />}
            </Field>
            <Field label={`Licence ${i + 1} obtained by`}>
              {(p) => (
                <NativeSelect {...p} {...register(`fees.licences.${i}.obtainedBy`)}>
                  <option value="hunter">The hunter applies</option>
                  <option value="outfitter">I obtain it for the hunter</option>
                  <option value="included">Included in the price</option>
                </NativeSelect>
              )}
            </Field>
            <Field label={`Licence ${i + 1} agency link`} error={msg(errors?.licences?.[i]?.agencyUrl)}>
              {(p) => <Input {...p} {...register(`fees.licences.${i}.agencyUrl`)} type="url" placeholder="https://" />}
            </Field>
            <Field label={`Licence ${i + 1} resident fee (USD)`} error={msg(errors?.licences?.[i]?.residentFee)}>
              {(p) => <Input {...p} {...register(`fees.licences.${i}.residentFee`)} type="number" min={0} step={0.01} />}
            </Field>
            <Field label={`Licence ${i + 1} non-resident fee (USD)`} error={msg(errors?.licences?.[i]?.nonResidentFee)}>
              {(p) => <Input {...p} {...register(`fees.licences.${i}.nonResidentFee`)} type="number" min={0} step={0.01} />}
            </Field>
            <Button type="button" variant="ghost" size="sm" className="self-end" onClick={() => licences.remove(i)}>
              Remove
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          onClick={() => licences.append({ name: "", obtainedBy: "hunter", residentFee: "0", nonResidentFee: "0", agencyUrl: "" })}
        >
          Add a licence
        </Button>
      </FormSection>

      <FormSection
        title="Trophy fees"
        description="Per species: a fixed fee, or tiers by score. Paid to you on harvest, never charged at booking."
      >
        {trophies.fields.map((f, i) => (
          <TrophyFeeRow
            key={f.id}
            index={i}
            control={control}
            register={register}
            errors={errors?.trophyFees?.[i]}
            onRemove={() => trophies.remove(i)}
          />
        ))}
        {msg(errors?.trophyFees) && <p className="text-sm text-destructive sm:col-span-2">{msg(errors?.trophyFees)}</p>}
        <Button
          type="button"
          variant="outline"
          onClick={() => trophies.append({ species: "", woundedLostCounts: false, fixedFee: "", scoreUnit: "", tiers: [] })}
        >
          Add a trophy fee
        </Button>
      </FormSection>
    </>
  );
}

function TrophyFeeRow({
  index: i,
  control,
  register,
  errors,
  onRemove,
}: Omit<Props, "errors"> & { index: number; errors?: FieldErrors<FeesFormValues["trophyFees"][number]>; onRemove: () => void }) {
  const tiers = useFieldArray({ control, name: `fees.trophyFees.${i}.tiers` });
  return (
    <div className="grid gap-2 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-3" data-testid="trophy-fee-row">
      <Field label={`Trophy ${i + 1} species`} error={msg(errors?.species)}>
        {(p) => <Input {...p} {...register(`fees.trophyFees.${i}.species`)} />}
      </Field>
      <Field label={`Trophy ${i + 1} fixed fee (USD)`} error={msg(errors?.fixedFee)} hint="Or leave empty and add tiers">
        {(p) => <Input {...p} {...register(`fees.trophyFees.${i}.fixedFee`)} type="number" min={0} step={0.01} />}
      </Field>
      <Field label={`Trophy ${i + 1} score unit`}>
        {(p) => <Input {...p} {...register(`fees.trophyFees.${i}.scoreUnit`)} placeholder="in" />}
      </Field>
      {tiers.fields.map((t, j) => (
        <div key={t.id} className="grid grid-cols-3 gap-2 sm:col-span-3">
          <Field label={`Tier ${j + 1} from score`} error={msg(errors?.tiers?.[j]?.minScore)}>
            {(p) => <Input {...p} {...register(`fees.trophyFees.${i}.tiers.${j}.minScore`)} type="number" min={0} />}
          </Field>
          <Field label={`Tier ${j + 1} up to (empty: no limit)`} error={msg(errors?.tiers?.[j]?.maxScore)}>
            {(p) => <Input {...p} {...register(`fees.trophyFees.${i}.tiers.${j}.maxScore`)} type="number" min={1} />}
          </Field>
          <Field label={`Tier ${j + 1} fee (USD)`} error={msg(errors?.tiers?.[j]?.fee)}>
            {(p) => <Input {...p} {...register(`fees.trophyFees.${i}.tiers.${j}.fee`)} type="number" min={0} step={0.01} />}
          </Field>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register(`fees.trophyFees.${i}.woundedLostCounts`)} /> Wounded and lost counts as taken
        </label>
        <Button type="button" variant="outline" size="sm" onClick={() => tiers.append({ minScore: "", maxScore: "", fee: "" })}>
          Add a tier
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          Remove species
        </Button>
      </div>
    </div>
  );
}
