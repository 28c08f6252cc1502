"use client";

import { useId } from "react";
import { selectClass } from "@/components/search/select-class";
import { HARVEST_LABELS } from "@/lib/outcomes/schema";
import { SUB_SCORE_KEYS, SUB_SCORE_LABELS, type SubScoreKey } from "@/lib/outcomes/rates";

export type OutcomeValues = {
  huntingScore?: number | null;
  guidesScore?: number | null;
  campScore?: number | null;
  accuracyScore?: number | null;
  valueScore?: number | null;
  tookAnimal?: "yes" | "no" | "prefer_not" | null;
  shotOpportunity?: "yes" | "no" | null;
  speciesTaken?: string[];
};

export const SCORE_FIELD: Record<SubScoreKey, keyof OutcomeValues> = {
  hunting: "huntingScore",
  guides: "guidesScore",
  camp: "campScore",
  accuracy: "accuracyScore",
  value: "valueScore",
};

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: Record<T, string>;
  value: T | null | undefined;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {(Object.keys(options) as T[]).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={k}
              checked={value === k}
              onChange={() => onChange(k)}
              className="size-4 accent-primary"
            />
            {options[k]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Sub-scores 1–5 and the harvest questions of a hunt review (issue 49); every answer optional. */
export function ReviewOutcomeFields({ values, onChange }: { values: OutcomeValues; onChange: (patch: Partial<OutcomeValues>) => void }) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Scores (optional)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SUB_SCORE_KEYS.map((k) => {
            const field = SCORE_FIELD[k];
            const v = values[field] as number | null | undefined;
            return (
              <label key={k} className="grid gap-1 text-sm" htmlFor={`${id}-${k}`}>
                {SUB_SCORE_LABELS[k]}
                <select
                  id={`${id}-${k}`}
                  className={selectClass}
                  value={v ? String(v) : ""}
                  onChange={(e) => onChange({ [field]: e.target.value ? Number(e.target.value) : null })}
                >
                  <option value="">Not rated</option>
                  {[5, 4, 3, 2, 1].map((n) => (
                    <option key={n} value={n}>
                      {n} of 5
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Choice
        legend="Did you take an animal?"
        name={`${id}-took`}
        options={HARVEST_LABELS}
        value={values.tookAnimal}
        onChange={(tookAnimal) => onChange({ tookAnimal })}
      />
      {values.tookAnimal === "yes" && (
        <label className="grid gap-1 text-sm" htmlFor={`${id}-species`}>
          Species taken
          <input
            id={`${id}-species`}
            className={selectClass}
            placeholder="e.g. Elk, Mule deer"
            defaultValue={(values.speciesTaken ?? []).join(", ")}
            onChange={(e) =>
              onChange({
                speciesTaken: e.target.value
                  .split(",")
                  .map((s) => s.trim())
                  .filter(Boolean),
              })
            }
          />
        </label>
      )}
      <Choice
        legend="Did you get a shot opportunity?"
        name={`${id}-shot`}
        options={{ yes: "Yes", no: "No" }}
        value={values.shotOpportunity}
        onChange={(shotOpportunity) => onChange({ shotOpportunity })}
      />
    </div>
  );
}
