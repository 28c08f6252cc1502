// Realistic fee structures for the demo hunts, chosen by what a hunt is after and where.
import { EMPTY_FEES, type HuntFees, type IncludedEntry, type TrophyFee } from "@/lib/money/price-lines/types";

const inc = (entries: Record<string, [IncludedEntry["status"], string?]>): IncludedEntry[] =>
  Object.entries(entries).map(([item, [status, note]]) => ({ item: item as IncludedEntry["item"], status, note: note ?? null }));

const AFRICAN_TROPHY_DOLLARS: Record<string, number> = {
  impala: 450,
  kudu: 2200,
  eland: 2800,
  warthog: 450,
  zebra: 1400,
  duiker: 500,
  bushbuck: 1300,
  springbok: 500,
  hartebeest: 1200,
  "dik-dik": 900,
  "cape buffalo": 14000,
  leopard: 22000,
  hippopotamus: 12000,
  lion: 45000,
  elephant: 60000,
};
const fixed = (species: string, dollars: number): TrophyFee => ({
  species,
  woundedLostCounts: true,
  fixedCents: dollars * 100,
  tiers: [],
  scoreUnit: null,
});

function plainsGame(species: string[]): HuntFees {
  const listed = [...new Set([...species, "impala", "warthog", "kudu", "zebra", "springbok"])].filter((s) => AFRICAN_TROPHY_DOLLARS[s]);
  return {
    ...EMPTY_FEES,
    observerPriceCents: 25000,
    maxObservers: 2,
    included: inc({
      lodging: ["included", "Thatched chalets with en-suite bathrooms"],
      meals: ["included"],
      guide_ratio: ["included"],
      field_care_caping: ["included"],
      airport_transfers: ["included", "From Polokwane or Johannesburg"],
      transport_during_hunt: ["included"],
      licence_tags: ["included", "Provincial permits arranged by us"],
      alcohol: ["included", "Sundowners and wine with dinner"],
      gratuity: ["not_included"],
      meat_processing: ["not_included"],
      taxidermy: ["optional", "Dip-and-pack or full mounts in Limpopo"],
      trophy_shipping: ["optional"],
    }),
    guideRatio: "1x1",
    trophyFees: listed.map((s) => fixed(s, AFRICAN_TROPHY_DOLLARS[s]!)),
    licences: [
      {
        name: "Firearm import permit (SAPS 520)",
        obtainedBy: "outfitter",
        residentCents: 0,
        nonResidentCents: 15000,
        agencyUrl: "https://www.saps.gov.za/services/firearms.php",
      },
    ],
    addOns: [
      { name: "Dip-and-pack and crating", priceCents: 85000, unit: "per_person", required: false },
      { name: "Extra hunting day", priceCents: 45000, unit: "per_day", required: false },
      { name: "Conservation levy", priceCents: 10000, unit: "per_person", required: true },
    ],
    gratuityText: "Tracker and skinner $150 each, PH $50 per day",
  };
}

function westernElk(): HuntFees {
  return {
    ...EMPTY_FEES,
    observerPriceCents: 150000,
    maxObservers: 1,
    included: inc({
      lodging: ["included", "Wall tents"],
      meals: ["included"],
      guide_ratio: ["included"],
      field_care_caping: ["included"],
      airport_transfers: ["not_included"],
      transport_during_hunt: ["included", "Horses and mules"],
      licence_tags: ["not_included", "Apply in the state draw"],
      alcohol: ["not_included"],
      gratuity: ["not_included"],
      meat_processing: ["optional"],
      taxidermy: ["not_included"],
      trophy_shipping: ["optional"],
    }),
    guideRatio: "2x1",
    trophyFees: [
      {
        species: "Bull elk",
        woundedLostCounts: true,
        fixedCents: null,
        scoreUnit: "in",
        tiers: [
          { minScore: 0, maxScore: 300, feeCents: 150000 },
          { minScore: 300, maxScore: 350, feeCents: 250000 },
          { minScore: 350, maxScore: null, feeCents: 400000 },
        ],
      },
    ],
    licences: [
      {
        name: "Elk combination licence",
        obtainedBy: "hunter",
        residentCents: 5000,
        nonResidentCents: 95900,
        agencyUrl: "https://fwp.mt.gov/buyandapply",
      },
    ],
    addOns: [
      { name: "Meat processing and packaging", priceCents: 35000, unit: "per_person", required: false },
      { name: "Trophy shipping", priceCents: 40000, unit: "per_booking", required: false },
      { name: "Pack-in horse and gear", priceCents: 25000, unit: "per_person", required: true },
    ],
    taxBp: 700,
    gratuityPercent: 10,
  };
}

function birdHunt(): HuntFees {
  return {
    ...EMPTY_FEES,
    observerPriceCents: 20000,
    maxObservers: 2,
    included: inc({
      lodging: ["included", "Farmhouse lodge"],
      meals: ["included"],
      guide_ratio: ["included"],
      field_care_caping: ["included", "Birds cleaned and frozen"],
      airport_transfers: ["optional"],
      transport_during_hunt: ["included"],
      licence_tags: ["not_included"],
      alcohol: ["included"],
      gratuity: ["not_included"],
      meat_processing: ["included"],
      taxidermy: ["optional"],
      trophy_shipping: ["not_included"],
    }),
    guideRatio: "3x1",
    licences: [
      {
        name: "Small game licence and habitat stamp",
        obtainedBy: "hunter",
        residentCents: 3300,
        nonResidentCents: 12100,
        agencyUrl: "https://gfp.sd.gov/licenses/",
      },
    ],
    addOns: [
      { name: "Shells (case of 250)", priceCents: 9500, unit: "per_person", required: false },
      { name: "Airport pickup", priceCents: 15000, unit: "per_booking", required: false },
    ],
    taxBp: 450,
    gratuityText: "Guides and dog handlers: $50–$100 per hunter per day",
  };
}

function licenceIncluded(species: string[]): HuntFees {
  return {
    ...EMPTY_FEES,
    included: inc({
      lodging: ["included", "Hunting lodge"],
      meals: ["included"],
      guide_ratio: ["included"],
      field_care_caping: ["included"],
      airport_transfers: ["optional"],
      transport_during_hunt: ["included"],
      licence_tags: ["included", "Guest licence issued by the estate"],
      alcohol: ["optional"],
      gratuity: ["not_included"],
      meat_processing: ["not_included"],
      taxidermy: ["optional"],
      trophy_shipping: ["optional"],
    }),
    guideRatio: "1x1",
    trophyFees: species.slice(0, 1).map((s) => ({
      species: s.replace(/^./, (c) => c.toUpperCase()),
      woundedLostCounts: false,
      fixedCents: 60000,
      tiers: [],
      scoreUnit: null,
    })),
    licences: [{ name: "Guest hunting licence", obtainedBy: "included", residentCents: 0, nonResidentCents: 0, agencyUrl: null }],
    addOns: [{ name: "Airport pickup", priceCents: 18000, unit: "per_booking", required: false }],
    taxBp: 2000,
    gratuityPercent: 5,
  };
}

const BIRDS = /pheasant|grouse|quail|partridge|woodcock|ptarmigan|turkey|duck|geese|teal|mallard|pintail|wigeon|eider/;
const EUROPE = /UK|Scotland|Germany|Bavaria|Spain|Romania|Carpath|Austria|Sweden|Finland|Lapland|Hungary/;

export function demoFeesOf(hunt: { species: string[]; location: string }): HuntFees | null {
  const s = hunt.species;
  if (s.some((x) => AFRICAN_TROPHY_DOLLARS[x])) return plainsGame(s);
  if (s.includes("elk/wapiti")) return westernElk();
  if (s.length > 0 && s.every((x) => BIRDS.test(x))) return birdHunt();
  if (EUROPE.test(hunt.location)) return licenceIncluded(s);
  return null;
}
