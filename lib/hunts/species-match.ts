import { SPECIES, normalizeSpecies } from "./species";

/** Common hunter shorthand for catalogue entries. */
const SYNONYMS: Record<string, string[]> = {
  whitetail: ["white-tailed deer"],
  "whitetail deer": ["white-tailed deer"],
  "white tailed deer": ["white-tailed deer"],
  muley: ["mule deer"],
  hog: ["feral hog", "wild boar"],
  hogs: ["feral hog", "wild boar"],
  pig: ["feral hog", "wild boar"],
  boar: ["wild boar"],
  goose: ["geese"],
  buffalo: ["cape buffalo", "american buffalo"],
  sheep: ["bighorn sheep", "dall sheep", "stone sheep", "blue sheep", "marco polo argali", "mouflon"],
  ibex: ["siberian ibex", "alpine ibex"],
  waterfowl: [
    "duck",
    "geese",
    "teal",
    "mallard",
    "pintail",
    "wigeon",
    "shoveler",
    "tufted duck",
    "merganser",
    "eider",
    "garganey",
    "goldeneye",
  ],
};

/** "bear" → every catalogue entry whose last word is "bear"; precomputed once. */
const BY_LAST_WORD = new Map<string, string[]>();
/** "elk" and "wapiti" → "elk/wapiti". */
const BY_PART = new Map<string, string[]>();
for (const entry of SPECIES) {
  const last = entry.split(/[\s/]/).pop()!;
  BY_LAST_WORD.set(last, [...(BY_LAST_WORD.get(last) ?? []), entry]);
  if (entry.includes("/")) {
    for (const part of entry.split("/")) BY_PART.set(part, [...(BY_PART.get(part) ?? []), entry]);
  }
}

/**
 * The stored species values a search for `input` matches (hunts store species lower-cased).
 * The typed text always matches itself exactly; on top of that a catalogue half matches its pair
 * ("elk" finds "elk/wapiti"), a family word matches its members ("bear" finds black, brown,
 * grizzly and polar bear; "deer" every deer) and a few hunter terms map to catalogue entries
 * ("whitetail", "hog"). Matching is on whole values, never substrings, so the GIN index serves it.
 * Returns an empty list for empty input or "all".
 */
export function speciesSearchTerms(input: string | null | undefined): string[] {
  const value = normalizeSpecies(input ?? "");
  if (!value || value === "all") return [];
  const out = new Set<string>([value]);
  for (const v of BY_PART.get(value) ?? []) out.add(v);
  for (const v of BY_LAST_WORD.get(value) ?? []) out.add(v);
  for (const v of SYNONYMS[value] ?? []) out.add(v);
  // A plural typed by the user ("bears", "ducks") searches like its singular.
  if (value.endsWith("s") && value.length > 3) {
    const singular = value.slice(0, -1);
    if (SPECIES.includes(singular)) out.add(singular);
    for (const v of BY_LAST_WORD.get(singular) ?? []) out.add(v);
  }
  return [...out].slice(0, 40);
}
