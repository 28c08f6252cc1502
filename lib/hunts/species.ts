// Values are stored lower-cased on hunts.
export const SPECIES_GROUPS: { label: string; species: string[] }[] = [
  {
    label: "Deer & Antlered Game",
    species: [
      "white-tailed deer",
      "mule deer",
      "red deer",
      "roe deer",
      "fallow deer",
      "sika deer",
      "axis deer",
      "moose",
      "elk/wapiti",
      "caribou/reindeer",
    ],
  },
  { label: "Pigs & Hogs", species: ["wild boar", "feral hog"] },
  { label: "Bears", species: ["black bear", "brown bear", "grizzly bear", "polar bear"] },
  {
    label: "Mountain Game",
    species: [
      "bighorn sheep",
      "dall sheep",
      "stone sheep",
      "marco polo argali",
      "blue sheep",
      "himalayan tahr",
      "siberian ibex",
      "alpine ibex",
      "markhor",
      "mouflon",
      "chamois",
      "mountain goat",
    ],
  },
  { label: "Bison & Buffalo", species: ["bison", "american buffalo"] },
  {
    label: "African Game",
    species: [
      "impala",
      "kudu",
      "eland",
      "warthog",
      "zebra",
      "duiker",
      "bushbuck",
      "springbok",
      "hartebeest",
      "dik-dik",
      "lion",
      "elephant",
      "hippopotamus",
      "cape buffalo",
      "leopard",
      "rhino",
    ],
  },
  { label: "Game Birds", species: ["pheasant", "partridge", "grouse", "quail", "woodcock", "ptarmigan", "turkey"] },
  {
    label: "Waterfowl",
    species: [
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
  },
  {
    label: "Small Game & Furbearers",
    species: [
      "rabbit",
      "hare",
      "mountain hare",
      "brown hare",
      "fox",
      "coyote",
      "beaver",
      "badger",
      "marten",
      "ermine",
      "polecat",
      "raccoon dog",
      "squirrel",
      "mink",
      "otter",
      "muskrat",
      "seal",
    ],
  },
  { label: "Other Game", species: ["antelope", "pronghorn", "exotic game", "other"] },
];

export const SPECIES: string[] = SPECIES_GROUPS.flatMap((g) => g.species);

export const OTHER_SPECIES = "other";

export function speciesLabel(value: string): string {
  if (value === OTHER_SPECIES) return "Other (specify below)";
  return value.replace(/(^|[\s/-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

export function normalizeSpecies(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, " ");
}
