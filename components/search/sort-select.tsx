"use client";

import { SORT_LABELS, SORT_ORDERS, type SortOrder } from "@/lib/hunts/search-options";
import { selectClass } from "./select-class";

/**
 * The order of the results: part of the search form (through `form`, so it may sit in the results
 * header) and in the URL. Choosing an order submits the form; without JavaScript, Search does.
 */
export function SortSelect({ form, value }: { form: string; value: SortOrder }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="whitespace-nowrap text-muted-foreground">Sort by</span>
      <select
        name="sort"
        form={form}
        defaultValue={value}
        className={`${selectClass} h-9 w-auto`}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {SORT_ORDERS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
