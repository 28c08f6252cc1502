import { SPECIES, SPECIES_GROUPS, speciesLabel } from "@/lib/hunts/species";
import { cn } from "@/lib/utils";

import { selectClass } from "./select-class";

export { selectClass };

type Props = Omit<React.ComponentProps<"select">, "children"> & {
  allLabel?: string;
  includeOther?: boolean;
  /** A free-text species from the URL that is not in the catalogue, kept as an option. */
  extraValue?: string;
};

/** Native select of the species catalogue (spec 000 §3), 'All Species' first, grouped. */
export function SpeciesSelect({ allLabel = "All Species", includeOther = true, extraValue, className, ...props }: Props) {
  const extra = extraValue?.trim();
  return (
    <select className={cn(selectClass, className)} {...props}>
      <option value="all">{allLabel}</option>
      {extra && !SPECIES.includes(extra.toLowerCase()) && <option value={extra}>{extra}</option>}
      {SPECIES_GROUPS.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {g.species
            .filter((s) => includeOther || s !== "other")
            .map((s) => (
              <option key={s} value={s}>
                {speciesLabel(s)}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}
