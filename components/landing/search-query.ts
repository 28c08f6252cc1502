/** The landing page search's fields, as the URL carries them (spec 000 §2 Landing page). */
export type SearchPanelValues = {
  location: string;
  species: string;
  speciesText: string;
  dates: string;
  /** The trip date range (YYYY-MM-DD from the date pickers): a departure starting between them. */
  from?: string;
  to?: string;
};

/** The ids of the search panel's fields (rendered by SearchPanel on the server, read by SearchForm). */
export const SEARCH_FIELDS: Record<keyof SearchPanelValues, string> = {
  location: "search-location",
  species: "search-species",
  speciesText: "search-species-text",
  dates: "search-dates",
  from: "search-from",
  to: "search-to",
};

export const EMPTY_SEARCH: SearchPanelValues = { location: "", species: "all", speciesText: "", dates: "", from: "", to: "" };

/** Builds the query: trimmed, non-empty values only; 'other' or typed text searches the typed text. */
export function searchQueryOf(v: SearchPanelValues): string {
  const qs = new URLSearchParams();
  const location = v.location.trim();
  const typed = v.speciesText.trim();
  const species = typed || (v.species !== "all" && v.species !== "other" ? v.species : "");
  const dates = v.dates.trim();
  if (location) qs.set("location", location);
  if (species) qs.set("species", species);
  if (dates) qs.set("dates", dates);
  if (v.from) qs.set("from", v.from);
  if (v.to) qs.set("to", v.to);
  return qs.toString();
}
