// Client-safe: the fee structure of a hunt and a party, in integer cents, read by the one calculator.

export const INCLUDED_ITEMS = [
  "lodging",
  "meals",
  "guide_ratio",
  "field_care_caping",
  "airport_transfers",
  "transport_during_hunt",
  "licence_tags",
  "alcohol",
  "gratuity",
  "meat_processing",
  "taxidermy",
  "trophy_shipping",
] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];

export const INCLUDED_ITEM_LABELS: Record<IncludedItem, string> = {
  lodging: "Lodging",
  meals: "Meals",
  guide_ratio: "Guide ratio",
  field_care_caping: "Field care and caping",
  airport_transfers: "Airport transfers",
  transport_during_hunt: "Transport during the hunt",
  licence_tags: "Licence and tags",
  alcohol: "Alcohol",
  gratuity: "Gratuity",
  meat_processing: "Meat processing",
  taxidermy: "Taxidermy",
  trophy_shipping: "Trophy shipping",
};

export const INCLUSION_STATUSES = ["included", "not_included", "optional"] as const;
export type InclusionStatus = (typeof INCLUSION_STATUSES)[number];

export type IncludedEntry = { item: IncludedItem; status: InclusionStatus; note: string | null };

/** A score tier: from `minScore` (inclusive) up to `maxScore` (exclusive; null = no upper bound). */
export type TrophyTier = { minScore: number; maxScore: number | null; feeCents: number };

export type TrophyFee = {
  species: string;
  /** Wounded and lost counts as taken: the fee is due as on harvest. */
  woundedLostCounts: boolean;
  /** A fixed fee, or tiers by score (then `scoreUnit` names what is measured). */
  fixedCents: number | null;
  tiers: TrophyTier[];
  scoreUnit: string | null;
};

export const LICENCE_OBTAINERS = ["hunter", "outfitter", "included"] as const;
export type LicenceObtainer = (typeof LICENCE_OBTAINERS)[number];

export type LicenceFee = {
  name: string;
  obtainedBy: LicenceObtainer;
  residentCents: number;
  nonResidentCents: number;
  agencyUrl: string | null;
};

export const ADD_ON_UNITS = ["per_person", "per_booking", "per_day"] as const;
export type AddOnUnit = (typeof ADD_ON_UNITS)[number];

export type AddOn = { name: string; priceCents: number; unit: AddOnUnit; required: boolean };

export type HuntFees = {
  /** Null: the hunt takes no observers. */
  observerPriceCents: number | null;
  maxObservers: number;
  included: IncludedEntry[];
  guideRatio: string | null;
  trophyFees: TrophyFee[];
  licences: LicenceFee[];
  addOns: AddOn[];
  /** On the guided portion (places and add-ons), basis points. */
  taxBp: number;
  gratuityText: string | null;
  gratuityPercent: number | null;
};

export const EMPTY_FEES: HuntFees = {
  observerPriceCents: null,
  maxObservers: 0,
  included: [],
  guideRatio: null,
  trophyFees: [],
  licences: [],
  addOns: [],
  taxBp: 0,
  gratuityText: null,
  gratuityPercent: null,
};

export type Residency = "resident" | "non_resident";

/** What a hunter expects to take: a trophy-fee species by index, and its tier (ignored for a fixed fee). */
export type ExpectedTrophy = { speciesIndex: number; tierIndex: number };

export type PartyHunter = { residency: Residency; trophies: ExpectedTrophy[] };

export type Party = {
  hunters: PartyHunter[];
  observers: number;
  /** Optional add-ons chosen, by index, with a quantity (days for per-day ones); required ones are always in. */
  addOns: { index: number; quantity: number }[];
};

export const PAID_WHEN = ["booking", "before_hunt", "on_harvest"] as const;
export type PaidWhen = (typeof PAID_WHEN)[number];
export type Payee = "outfitter" | "agency";

export type PriceLineKind = "hunter_place" | "observer_place" | "add_on" | "tax" | "licence" | "application_fee" | "trophy";

export type PriceLine = {
  kind: PriceLineKind;
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  /** booking: paid through Ridgeline (the deposit share at booking, the balance before the hunt). */
  when: PaidWhen;
  payee: Payee;
  /** Counted in the commission: places and add-ons only. */
  commissionable: boolean;
};

export type PriceEstimate = {
  lines: PriceLine[];
  /** Everything paid through Ridgeline (places, add-ons, tax, pass-through licences, a draw application fee). */
  throughRidgelineCents: number;
  /** Charged now by card: the hunt's deposit share of what is paid through Ridgeline. */
  depositCents: number;
  /** The rest of what is paid through Ridgeline, due to the outfitter before the hunt. */
  balanceCents: number;
  /** Licences the hunter buys from the agency before the hunt. */
  agencyCents: number;
  /** Trophy fees, due to the outfitter on harvest; never charged at booking. */
  onHarvestCents: number;
  allInCents: number;
  /** 10% of places and add-ons, whatever the deposit (never of licences, tax or trophy fees). */
  commissionCents: number;
};
