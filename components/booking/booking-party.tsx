"use client";

import { formatUsd } from "@/lib/format/money";
import { calculatePrice, type PricedHunt } from "@/lib/money/price-lines/calculate";
import { priceGroups } from "@/lib/money/price-lines/groups";
import type { HuntFees, Party, PriceEstimate, Residency } from "@/lib/money/price-lines/types";
import { PriceGroupsList } from "@/components/hunts/price-lines-table";
import { NativeSelect } from "@/components/outfitter/form-parts";

/** What the booking page asks beyond the departure: observers, each hunter's residency, optional add-ons. */
export type PartyChoice = { observers: number; residency: Residency[]; addOns: { index: number; quantity: number }[] };

export const NO_EXTRAS: PartyChoice = { observers: 0, residency: [], addOns: [] };

export function partyOf(hunters: number, c: PartyChoice): Party {
  return {
    hunters: Array.from({ length: hunters }, (_, i) => ({ residency: c.residency[i] ?? "non_resident", trophies: [] })),
    observers: c.observers,
    addOns: c.addOns,
  };
}

export const estimateOf = (hunt: PricedHunt, hunters: number, c: PartyChoice): PriceEstimate => calculatePrice(hunt, partyOf(hunters, c));

/** The party fields: every choice reprices the summary with the server's own calculator. */
export function BookingPartyFields({
  fees,
  hunters,
  maxObservers,
  value,
  onChange,
  locked,
}: {
  fees: HuntFees;
  hunters: number;
  maxObservers: number;
  value: PartyChoice;
  onChange: (c: PartyChoice) => void;
  locked: boolean;
}) {
  const optional = fees.addOns.map((a, i) => ({ ...a, i })).filter((a) => !a.required);
  const chosen = (i: number) => value.addOns.find((a) => a.index === i);
  return (
    <section aria-labelledby="party-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="party-heading" className="text-lg font-semibold">
        Your Party
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {fees.observerPriceCents !== null && (
          <label className="grid gap-1.5 text-sm font-medium">
            Non-hunting observers ({formatUsd(fees.observerPriceCents)} each)
            <NativeSelect
              disabled={locked}
              value={value.observers}
              onChange={(e) => onChange({ ...value, observers: Number(e.target.value) })}
            >
              {Array.from({ length: maxObservers + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
        {Array.from({ length: hunters }, (_, h) => (
          <label key={h} className="grid gap-1.5 text-sm font-medium">
            Hunter {h + 1} residency
            <NativeSelect
              disabled={locked}
              value={value.residency[h] ?? "non_resident"}
              onChange={(e) => {
                const residency = Array.from({ length: hunters }, (_, i) => value.residency[i] ?? "non_resident");
                residency[h] = e.target.value as Residency;
                onChange({ ...value, residency });
              }}
            >
              <option value="non_resident">Non-resident</option>
              <option value="resident">Resident of the hunt&apos;s state or province</option>
            </NativeSelect>
          </label>
        ))}
      </div>
      {optional.length > 0 && (
        <fieldset className="mt-4 grid gap-2 text-sm">
          <legend className="font-medium">Add-ons</legend>
          {optional.map((a) => (
            <div key={a.i} className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  disabled={locked}
                  checked={Boolean(chosen(a.i))}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      addOns: e.target.checked
                        ? [...value.addOns, { index: a.i, quantity: 1 }]
                        : value.addOns.filter((x) => x.index !== a.i),
                    })
                  }
                />
                {a.name} ({formatUsd(a.priceCents)} {a.unit.replace("_", " ")})
              </label>
              {a.unit === "per_day" && chosen(a.i) && (
                <label className="flex items-center gap-1">
                  Days
                  <input
                    type="number"
                    min={1}
                    max={30}
                    disabled={locked}
                    className="w-16 rounded-md border bg-background px-2 py-1"
                    value={chosen(a.i)!.quantity}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        addOns: value.addOns.map((x) =>
                          x.index === a.i ? { ...x, quantity: Math.min(30, Math.max(1, Number(e.target.value) || 1)) } : x,
                        ),
                      })
                    }
                  />
                </label>
              )}
            </div>
          ))}
        </fieldset>
      )}
    </section>
  );
}

/** Every line of the booking, "charged now" (the deposit) and "later" (everything else). */
export function BookingPriceSummary({ estimate, depositPercent }: { estimate: PriceEstimate; depositPercent: number }) {
  return (
    <section
      aria-labelledby="price-summary-heading"
      className="rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      data-testid="booking-price-summary"
    >
      <h2 id="price-summary-heading" className="text-lg font-semibold">
        Price summary
      </h2>
      <div className="mt-4">
        <PriceGroupsList groups={priceGroups(estimate, depositPercent)} allInCents={estimate.allInCents} />
      </div>
      <dl className="mt-4 grid gap-1 text-sm font-semibold">
        <div className="flex justify-between">
          <dt>Charged now</dt>
          <dd className="tabular-nums" data-testid="charged-now">
            {formatUsd(estimate.depositCents)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>Later</dt>
          <dd className="tabular-nums" data-testid="charged-later">
            {formatUsd(estimate.allInCents - estimate.depositCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
