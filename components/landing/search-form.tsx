"use client";

import { EMPTY_SEARCH, SEARCH_FIELDS, searchQueryOf, type SearchPanelValues } from "./search-query";
import { useSearchState } from "./search-state";

type Field = HTMLInputElement | HTMLSelectElement;
const fieldOf = (form: HTMLFormElement, key: keyof SearchPanelValues) => form.elements.namedItem(SEARCH_FIELDS[key]) as Field | null;
const keys = Object.keys(SEARCH_FIELDS) as (keyof SearchPanelValues)[];

/**
 * The search panel's moving part: its fields are server-rendered markup (their values the
 * address's search), and this form reads them on Search and keeps the To picker from going
 * before From (`min`), so the landing page ships neither the UI kit nor the species list.
 */
export function SearchForm({ today, className, children }: { today: string; className?: string; children: React.ReactNode }) {
  const { search } = useSearchState();
  return (
    <form
      role="search"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const values = Object.fromEntries(keys.map((k) => [k, fieldOf(form, k)?.value ?? ""])) as SearchPanelValues;
        search(searchQueryOf(values));
      }}
      onChange={(e) => {
        const from = fieldOf(e.currentTarget, "from");
        const to = fieldOf(e.currentTarget, "to");
        // React types a form's change event as the form's own; it comes from the field that changed.
        if ((e.target as EventTarget) === from && from && to instanceof HTMLInputElement) to.min = from.value || today;
      }}
    >
      {children}
    </form>
  );
}

/** Clear: empties the fields and returns to the featured hunts. Styled by its server parent (`<Button asChild>`). */
export function SearchClearButton({ today, ...props }: Omit<React.ComponentProps<"button">, "onClick" | "type"> & { today: string }) {
  const { clear } = useSearchState();
  return (
    <button
      {...props}
      type="button"
      onClick={(e) => {
        const form = e.currentTarget.form;
        if (form) {
          for (const k of keys) {
            const field = fieldOf(form, k);
            if (field) field.value = EMPTY_SEARCH[k] ?? "";
          }
          const to = fieldOf(form, "to");
          if (to instanceof HTMLInputElement) to.min = today;
        }
        clear();
      }}
    />
  );
}

/** 'Scroll down to see your search results!' for five seconds after a search. */
export function SearchingNotice() {
  const { searching } = useSearchState();
  if (!searching) return null;
  return (
    <p role="status" className="animate-pulse text-sm font-semibold text-primary sm:ml-2">
      Scroll down to see your search results!
    </p>
  );
}
