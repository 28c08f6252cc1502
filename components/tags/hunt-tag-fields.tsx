"use client";

import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Field, NativeSelect } from "@/components/outfitter/form-parts";
import type { PublicHuntTag } from "@/lib/tags/present";
import { DRAW_OUTCOMES, OUTCOME_LABELS, TAG_TYPES, TAG_TYPE_LABELS } from "@/lib/tags/schema";

/** The hunt form's tag values: what the inputs hold (text, one checkbox). */
export type HuntTagFormValues = {
  type: string;
  region: string;
  unitCode: string;
  applicationOpensOn: string;
  applicationClosesOn: string;
  resultsOn: string;
  whoMayApply: string;
  pointsNote: string;
  oddsText: string;
  oddsSourceUrl: string;
  outfitterApplies: boolean;
  applicationFee: string;
  failedDrawOutcome: string;
  alternativeHuntId: string;
};

export function tagFormValues(tag: PublicHuntTag | null | undefined): HuntTagFormValues {
  return {
    type: tag?.type ?? "none",
    region: tag?.region ?? "",
    unitCode: tag?.unitCode ?? "",
    applicationOpensOn: tag?.applicationOpensOn ?? "",
    applicationClosesOn: tag?.applicationClosesOn ?? "",
    resultsOn: tag?.resultsOn ?? "",
    whoMayApply: tag?.whoMayApply ?? "",
    pointsNote: tag?.pointsNote ?? "",
    oddsText: tag?.odds?.text ?? "",
    oddsSourceUrl: tag?.odds?.sourceUrl ?? "",
    outfitterApplies: tag?.outfitterApplies ?? false,
    applicationFee: tag?.applicationFee ?? "",
    failedDrawOutcome: tag?.failedDrawOutcome ?? "",
    alternativeHuntId: tag?.alternativeHunt ? String(tag.alternativeHunt.id) : "",
  };
}

type TagForm = { tag: HuntTagFormValues };
type Props = {
  control: Control<TagForm>;
  register: UseFormRegister<TagForm>;
  errors?: FieldErrors<HuntTagFormValues>;
  /** The outfitter's other hunts a failed draw can switch to (no draw needed). */
  alternatives: { id: number; title: string }[];
};

/** "Tags and licences" of the hunt form: the tag type and, for a draw, its facts and promised outcome. */
export function HuntTagFields({ control, register, errors, alternatives }: Props) {
  const [type, outcome, applies] = useWatch({ control, name: ["tag.type", "tag.failedDrawOutcome", "tag.outfitterApplies"] });
  const err = (name: keyof HuntTagFormValues) => errors?.[name]?.message as string | undefined;
  return (
    <>
      <Field label="Tag or licence" required error={err("type")} className="sm:col-span-2">
        {(p) => (
          <NativeSelect {...p} {...register("tag.type")}>
            {TAG_TYPES.map((t) => (
              <option key={t} value={t}>
                {TAG_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {type === "draw" && (
        <>
          <Field label="State or province" required error={err("region")}>
            {(p) => <Input {...p} {...register("tag.region")} placeholder="Colorado" />}
          </Field>
          <Field label="Hunt or unit code" error={err("unitCode")}>
            {(p) => <Input {...p} {...register("tag.unitCode")} placeholder="E-E-061-O1-R" />}
          </Field>
          <Field label="Application opens" required error={err("applicationOpensOn")}>
            {(p) => <Input {...p} {...register("tag.applicationOpensOn")} type="date" />}
          </Field>
          <Field label="Application closes" required error={err("applicationClosesOn")}>
            {(p) => <Input {...p} {...register("tag.applicationClosesOn")} type="date" />}
          </Field>
          <Field label="Results published" required error={err("resultsOn")}>
            {(p) => <Input {...p} {...register("tag.resultsOn")} type="date" />}
          </Field>
          <Field label="Who may apply" error={err("whoMayApply")} hint="Resident and non-resident quotas">
            {(p) => <Textarea {...p} {...register("tag.whoMayApply")} rows={2} />}
          </Field>
          <Field label="Preference or bonus points" error={err("pointsNote")} className="sm:col-span-2">
            {(p) => <Textarea {...p} {...register("tag.pointsNote")} rows={2} placeholder="3 preference points usually draw" />}
          </Field>
          <Field label="Draw odds (your figure)" error={err("oddsText")} hint="Shown as the outfitter's figure">
            {(p) => <Input {...p} {...register("tag.oddsText")} placeholder="About 1 in 4 for non-residents" />}
          </Field>
          <Field label="Source of the odds" error={err("oddsSourceUrl")}>
            {(p) => <Input {...p} {...register("tag.oddsSourceUrl")} type="url" placeholder="https://…" />}
          </Field>
          <div className="flex items-center gap-3 self-end pb-2.5">
            <input id="tag-outfitterApplies" type="checkbox" {...register("tag.outfitterApplies")} className="size-4 accent-primary" />
            <label htmlFor="tag-outfitterApplies" className="cursor-pointer text-sm font-medium">
              We apply on the hunter&apos;s behalf
            </label>
          </div>
          {applies && (
            <Field label="Application service fee (USD)" error={err("applicationFee")}>
              {(p) => <Input {...p} {...register("tag.applicationFee")} type="number" min={0} step={0.01} inputMode="decimal" />}
            </Field>
          )}
          <div role="radiogroup" aria-label="If the hunter does not draw" className="flex flex-col gap-2 sm:col-span-2">
            <p className="text-sm font-medium">
              If the hunter does not draw <span className="text-destructive">*</span>
            </p>
            {DRAW_OUTCOMES.map((o) => (
              <label key={o} className="flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm has-[:checked]:border-primary">
                <input type="radio" value={o} {...register("tag.failedDrawOutcome")} className="size-4 accent-primary" />
                {OUTCOME_LABELS[o]}
              </label>
            ))}
            {err("failedDrawOutcome") && <p className="text-sm text-destructive">{err("failedDrawOutcome")}</p>}
          </div>
          {outcome === "switch" && (
            <Field label="Alternative hunt" required error={err("alternativeHuntId")} className="sm:col-span-2">
              {(p) => (
                <NativeSelect {...p} {...register("tag.alternativeHuntId")}>
                  <option value="">Choose one of your hunts</option>
                  {alternatives.map((h) => (
                    <option key={h.id} value={String(h.id)}>
                      {h.title}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          )}
        </>
      )}
    </>
  );
}
