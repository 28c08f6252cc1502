import type { HuntFormInput } from "@/lib/hunts/schema";
import { OTHER_SPECIES, SPECIES } from "@/lib/hunts/species";
import { summarizeDepartures } from "@/lib/departures/summary";
import { DEFAULT_DEPOSIT_PERCENT } from "@/lib/money/deposit";
import { tagFormValues, type HuntTagFormValues } from "@/components/tags/hunt-tag-fields";
import { emptyDeparture, type DepartureRowValues } from "./departures-editor";
import { feesFormValues, type FeesFormValues } from "./hunt-fees-values";
import type { OwnHunt } from "./queries";

/** The hunt form's values as react-hook-form holds them (strings for inputs), and their start from a saved hunt or none. */
export type FormValues = {
  [K in keyof HuntFormInput]-?: K extends "species" | "images"
    ? string[]
    : K extends "isDiscounted" | "asksLicenceNumber"
      ? boolean
      : K extends "departures"
        ? DepartureRowValues[]
        : K extends "fees"
          ? FeesFormValues
          : K extends "tag"
            ? HuntTagFormValues
            : string;
};

function departureRows(hunt?: OwnHunt): DepartureRowValues[] {
  const rows = (hunt?.departures ?? []).map((d) => ({
    id: String(d.id),
    startDate: d.startDate,
    endDate: d.endDate,
    spots: String(d.spots),
    booked: d.booked,
  }));
  return rows.length ? rows : [emptyDeparture()];
}

export function initialValues(hunt?: OwnHunt): FormValues {
  const known = hunt?.species.filter((s) => SPECIES.includes(s)) ?? [];
  const custom = hunt?.species.find((s) => !SPECIES.includes(s));
  return {
    title: hunt?.title ?? "",
    description: hunt?.description ?? "",
    species: custom ? [...known, OTHER_SPECIES] : known,
    customSpecies: custom ?? "",
    location: hunt?.location ?? "",
    price: hunt ? (hunt.originalPrice ?? hunt.price) : "",
    originalPrice: "",
    isDiscounted: hunt?.isDiscounted ?? false,
    discountType: hunt?.discountType ?? "percentage",
    discountValue: hunt?.discountValue ?? "",
    duration: hunt ? String(hunt.duration) : "",
    groupSize: hunt ? String(hunt.groupSize) : "",
    difficulty: hunt?.difficulty ?? "",
    // Empty while the text is the summary of the departures, so it follows them as they change.
    dates: hunt && hunt.dates !== summarizeDepartures(hunt.departures) ? hunt.dates : "",
    availability: "",
    departures: departureRows(hunt),
    cancellationPolicy: hunt?.cancellationPolicy ?? "flexible",
    depositPercent: String(hunt?.depositPercent ?? DEFAULT_DEPOSIT_PERCENT),
    balanceCollectionDays: hunt?.balanceCollectionDays ? String(hunt.balanceCollectionDays) : "direct",
    images: hunt?.images ?? [],
    video: hunt?.video ?? "",
    fees: feesFormValues(hunt?.fees),
    tag: tagFormValues(hunt?.tag),
    tripAgreement: hunt?.tripAgreement ?? "",
    asksLicenceNumber: hunt?.asksLicenceNumber ?? false,
  };
}
