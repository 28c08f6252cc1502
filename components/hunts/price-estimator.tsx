"use client";

import { useState } from "react";
import { formatUsd } from "@/lib/format/money";
import { calculatePrice, tierLabel, type PricingInput } from "@/lib/money/price-lines/calculate";
import { priceGroups } from "@/lib/money/price-lines/groups";
import type { Party, Residency } from "@/lib/money/price-lines/types";
import { PriceGroupsList } from "./price-lines-table";

// Component classes (app/globals.css): the server-rendered estimator repeats them per field.
const field = "estimator-field";

/**
 * The all-in estimator island: the server renders it for one non-resident hunter with required
 * add-ons and no trophy; the same calculator reprices as the visitor changes the party.
 */
export function PriceEstimator({ hunt, maxHunters }: { hunt: PricingInput; maxHunters: number }) {
  const { fees } = hunt;
  const [hunters, setHunters] = useState(1);
  const [observers, setObservers] = useState(0);
  const [residency, setResidency] = useState<Residency>("non_resident");
  // trophies[hunter][species] = tier index, -1 when not taking it.
  const [trophies, setTrophies] = useState<number[][]>([]);
  const [addOns, setAddOns] = useState<Record<number, number>>({});

  const party: Party = {
    hunters: Array.from({ length: hunters }, (_, h) => ({
      residency,
      trophies: (trophies[h] ?? []).flatMap((tier, speciesIndex) => (tier >= 0 ? [{ speciesIndex, tierIndex: tier }] : [])),
    })),
    observers: fees.observerPriceCents === null ? 0 : observers,
    addOns: Object.entries(addOns).map(([index, quantity]) => ({ index: Number(index), quantity })),
  };
  const estimate = calculatePrice(hunt, party);
  const setTrophy = (h: number, s: number, tier: number) =>
    setTrophies((prev) => {
      const next = prev.map((row) => [...row]);
      while (next.length <= h) next.push([]);
      next[h]![s] = tier;
      return next;
    });
  const toggleAddOn = (i: number, on: boolean) =>
    setAddOns((prev) => {
      const next = { ...prev };
      if (on) next[i] = 1;
      else delete next[i];
      return next;
    });

  return (
    <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-2" data-testid="price-estimator">
      <fieldset className="grid min-w-0 content-start gap-3 text-sm">
        <legend className="mb-2 font-semibold">Your party</legend>
        <label className="estimator-row">
          Hunters
          <input
            type="number"
            className={`${field} w-20`}
            min={1}
            max={maxHunters}
            value={hunters}
            onChange={(e) => setHunters(Math.min(maxHunters, Math.max(1, Number(e.target.value) || 1)))}
          />
        </label>
        {fees.observerPriceCents !== null && (
          <label className="estimator-row">
            Observers
            <input
              type="number"
              className={`${field} w-20`}
              min={0}
              max={fees.maxObservers}
              value={observers}
              onChange={(e) => setObservers(Math.min(fees.maxObservers, Math.max(0, Number(e.target.value) || 0)))}
            />
          </label>
        )}
        <label className="estimator-row" title="Resident of the hunt's state or province">
          Residency
          <select className={field} value={residency} onChange={(e) => setResidency(e.target.value as Residency)}>
            <option value="non_resident">Non-resident</option>
            <option value="resident">Resident</option>
          </select>
        </label>
        {fees.trophyFees.length > 0 &&
          Array.from({ length: hunters }, (_, h) => (
            <details key={h} className="rounded-md border p-2" open={h === 0 && fees.trophyFees.length <= 4}>
              <summary className="cursor-pointer">{`Hunter ${h + 1}: species expected`}</summary>
              <div className="mt-2 grid gap-2">
                {fees.trophyFees.map((t, s) => (
                  <label key={s} className="estimator-row">
                    {t.species}
                    <select className={field} value={trophies[h]?.[s] ?? -1} onChange={(e) => setTrophy(h, s, Number(e.target.value))}>
                      <option value={-1}>Not taking</option>
                      {t.fixedCents !== null ? (
                        <option value={0}>{`Take (${formatUsd(t.fixedCents)})`}</option>
                      ) : (
                        t.tiers.map((tier, i) => (
                          <option key={i} value={i}>
                            {`${tierLabel(tier, t.scoreUnit)} (${formatUsd(tier.feeCents)})`}
                          </option>
                        ))
                      )}
                    </select>
                  </label>
                ))}
              </div>
            </details>
          ))}
        {fees.addOns.some((a) => !a.required) && <p className="mt-1 font-semibold">Add-ons</p>}
        {fees.addOns.map((a, i) =>
          a.required ? null : (
            <div key={i} className="flex items-center justify-between gap-3">
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={i in addOns} onChange={(e) => toggleAddOn(i, e.target.checked)} />
                {`${a.name} (${formatUsd(a.priceCents)})`}
              </label>
              {a.unit === "per_day" && i in addOns && (
                <label className="flex items-center gap-1">
                  Days
                  <input
                    type="number"
                    className={`${field} w-16`}
                    min={1}
                    max={30}
                    value={addOns[i]}
                    onChange={(e) => setAddOns({ ...addOns, [i]: Math.min(30, Math.max(1, Number(e.target.value) || 1)) })}
                  />
                </label>
              )}
            </div>
          ),
        )}
      </fieldset>
      <div aria-live="polite">
        <PriceGroupsList groups={priceGroups(estimate, hunt.depositPercent)} allInCents={estimate.allInCents} />
      </div>
    </div>
  );
}
