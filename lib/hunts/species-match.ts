import { SPECIES, normalizeSpecies } from "./species";

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

const BY_LAST_WORD = new Map<string, string[]>();
const BY_PART = new Map<string, string[]>();
for (const entry of SPECIES) {
  const last = entry.split(/[\s/]/).pop()!;
  BY_LAST_WORD.set(last, [...(BY_LAST_WORD.get(last) ?? []), entry]);
  if (entry.includes("/")) {
    for (const part of entry.split("/")) BY_PART.set(part, [...(BY_PART.get(part) ?? []), entry]);
  }
}

// Halves of a pair ("elk" → "elk/wapiti"), family words ("bear") and hunter terms ("hog") expand to
// whole stored values, never substrings, so the GIN index serves the match.
export function speciesSearchTerms(input: string | null | undefined): string[] {
  const value = normalizeSpecies(input ?? "");
  if (!value || value === "all") return [];
  const out = new Set<string>([value]);
  for (const v of BY_PART.get(value) ?? []) out.add(v);
  for (const v of BY_LAST_WORD.get(value) ?? []) out.add(v);
  for (const v of SYNONYMS[value] ?? []) out.add(v);
  if (value.endsWith("s") && value.length > 3) {
    const singular = value.slice(0, -1);
    if (SPECIES.includes(singular)) out.add(singular);
    for (const v of BY_LAST_WORD.get(singular) ?? []) out.add(v);
  }
  return [...out].slice(0, 40);
}
