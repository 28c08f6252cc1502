import type { IsoDate } from "@/lib/departures/dates";
import { CANADIAN_PROVINCES, US_STATES } from "./known-regions";
import { readTextDates } from "./text-dates";

// The search box: every word must be found in the hunt's search_text (title, location, species,
// outfitter; drizzle/0051), each through its alternatives (place names and demonyms, species
// terms), at the start of a word ("elk" finds "elk/wapiti", not "Yelkin"). Dates among the words
// are a From/To (text-dates.ts). Client-safe: the query schema reads it.

const UK = [
  "uk",
  "united kingdom",
  "great britain",
  "britain",
  "scotland",
  "scottish",
  "england",
  "english",
  "wales",
  "welsh",
  "northern ireland",
];
const USA = ["usa", "u.s.a", "united states", "america", ...US_STATES];
const CANADA = ["canada", "canadian", ...CANADIAN_PROVINCES];
const AFRICA = ["africa", "african", "namibia", "botswana", "zimbabwe", "zambia", "mozambique", "tanzania", "cameroon", "ethiopia"];

/** What a place word or phrase also finds. Codes (uk, us, nz, …) match only as whole words. */
const PLACES: Record<string, string[]> = {
  uk: UK,
  "united kingdom": UK,
  "great britain": UK,
  britain: UK,
  gb: UK,
  british: ["british", ...UK],
  scotland: ["scotland", "scottish"],
  scottish: ["scotland", "scottish"],
  scots: ["scotland", "scottish"],
  england: ["england", "english"],
  english: ["england", "english"],
  wales: ["wales", "welsh"],
  welsh: ["wales", "welsh"],
  ireland: ["ireland", "irish"],
  irish: ["ireland", "irish"],
  usa: USA,
  us: USA,
  "united states": USA,
  america: USA,
  american: USA,
  canada: CANADA,
  canadian: CANADA,
  bc: ["british columbia"],
  nwt: ["northwest territories"],
  alaskan: ["alaska"],
  texan: ["texas"],
  mexican: ["mexico"],
  africa: AFRICA,
  african: AFRICA,
  "south africa": ["south africa", "south african"],
  "south african": ["south africa", "south african"],
  rsa: ["south africa", "south african"],
  "new zealand": ["new zealand"],
  nz: ["new zealand"],
  kiwi: ["new zealand"],
  australian: ["australia"],
  argentine: ["argentina"],
  argentinian: ["argentina"],
  spanish: ["spain"],
  french: ["france"],
  german: ["germany"],
  austrian: ["austria"],
  swiss: ["switzerland"],
  italian: ["italy"],
  polish: ["poland"],
  hungarian: ["hungary"],
  swedish: ["sweden"],
  norwegian: ["norway"],
  finnish: ["finland"],
  icelandic: ["iceland"],
  turkish: ["turkey"],
  namibian: ["namibia"],
  tanzanian: ["tanzania"],
  zimbabwean: ["zimbabwe"],
  zambian: ["zambia"],
  mongolian: ["mongolia"],
  russian: ["russia"],
  kyrgyz: ["kyrgyzstan"],
  nepali: ["nepal"],
  nepalese: ["nepal"],
  pakistani: ["pakistan"],
};
const CODES = new Set(["uk", "gb", "usa", "us", "u.s.a", "nz", "bc", "nwt", "rsa"]);
// Phrases read as one word, longest first.
const PHRASES = Object.keys(PLACES)
  .filter((k) => k.includes(" "))
  .sort((a, b) => b.length - a.length);

// Words that say nothing about which hunt: dropped ("elk hunt in montana" is elk + montana).
const STOP_WORDS = new Set([
  "a",
  "an",
  "the",
  "in",
  "of",
  "for",
  "and",
  "or",
  "at",
  "on",
  "near",
  "with",
  "hunt",
  "hunts",
  "hunting",
  "trip",
  "trips",
  "guided",
]);

export type SearchWords = { terms: string[]; from?: IsoDate; to?: IsoDate; invalidDate?: string };

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFC")
    .split(/[\s,;:!?()"“”]+/)
    .map((w) => w.replace(/^[.'’/]+|[.'’/]+$/g, ""))
    .filter(Boolean);

/** The search text's words (place phrases kept whole), without stop words, and the dates it names. */
export function readSearchWords(text: string, today: IsoDate): SearchWords {
  const dates = readTextDates(wordsOf(text), today);
  if (dates.invalid) return { terms: [], invalidDate: dates.invalid };
  const terms: string[] = [];
  const words = dates.rest;
  for (let i = 0; i < words.length; i++) {
    const phrase = PHRASES.find((p) => {
      const n = p.split(" ").length;
      return words.slice(i, i + n).join(" ") === p;
    });
    if (phrase) {
      terms.push(phrase);
      i += phrase.split(" ").length - 1;
    } else if (!STOP_WORDS.has(words[i]!)) {
      terms.push(words[i]!);
    }
  }
  return { terms: [...new Set(terms)].slice(0, 8), from: dates.from, to: dates.to };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One term's PostgreSQL regular expression: any of its alternatives, at the start of a word. */
export function termPattern(term: string, more: string[] = []): string {
  const alternatives = [...new Set([term, ...(PLACES[term] ?? []), ...more])];
  // A word start only where one can be seen: before a letter or digit (text without spaces, like
  // Chinese, or a word starting with "<", is found anywhere).
  const parts = alternatives.map((a) => (/^[a-z0-9]/.test(a) ? "\\m" : "") + escapeRegex(a) + (CODES.has(a) ? "\\M" : ""));
  return `(${parts.join("|")})`;
}
