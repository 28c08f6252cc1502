import { formatUsd } from "@/lib/format/money";
import { pricingOf, tierLabel, type PricedHunt } from "@/lib/money/price-lines/calculate";
import { INCLUDED_ITEM_LABELS, type InclusionStatus, type LicenceObtainer } from "@/lib/money/price-lines/types";
import { PriceEstimator } from "./price-estimator";

const STATUS_TEXT: Record<InclusionStatus, string> = { included: "Included", not_included: "Not included", optional: "Optional" };
const OBTAINED_TEXT: Record<LicenceObtainer, string> = {
  hunter: "The hunter applies",
  outfitter: "The outfitter obtains it for you (added to the booking)",
  included: "Included in the price",
};
const UNIT_TEXT = { per_person: "per person", per_booking: "per booking", per_day: "per day" } as const;

/** The hunt page's "Price details": what's included, every fee, and the all-in estimator. */
export function HuntPriceDetails({ hunt, maxHunters }: { hunt: PricedHunt; maxHunters: number }) {
  const { fees } = hunt;
  return (
    <section aria-labelledby="price-details-heading" className="mt-10" id="price-details">
      <h2 id="price-details-heading" className="text-2xl">
        Price details
      </h2>
      {/* .price-facts (app/globals.css) sets each list item's name in medium weight: one class a page, not one an item. */}
      <div className="price-facts mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 rounded-xl border bg-card p-5 text-sm break-words">
        <dl className="grid gap-1">
          <div className="flex justify-between gap-3">
            <dt>Price per hunter</dt>
            <dd className="tabular-nums">{formatUsd(hunt.priceCents)}</dd>
          </div>
          {fees.observerPriceCents !== null && (
            <div className="flex justify-between gap-3">
              <dt>{`Price per non-hunting observer (up to ${fees.maxObservers})`}</dt>
              <dd className="tabular-nums">{formatUsd(fees.observerPriceCents)}</dd>
            </div>
          )}
          {fees.taxBp > 0 && (
            <div className="flex justify-between gap-3">
              <dt>Tax on the guided portion</dt>
              <dd className="tabular-nums">{fees.taxBp / 100}%</dd>
            </div>
          )}
        </dl>

        {fees.included.length > 0 && (
          <div>
            <h3 className="font-semibold">What&apos;s included</h3>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2" data-testid="included-list">
              {fees.included.map((e) => (
                <li key={e.item}>
                  <span>{INCLUDED_ITEM_LABELS[e.item]}</span>
                  {`${e.item === "guide_ratio" && fees.guideRatio ? ` (${fees.guideRatio.replace("x", "×")})` : ""}: ${STATUS_TEXT[e.status]}`}
                  {e.note && <span className="text-muted-foreground">{` — ${e.note}`}</span>}
                </li>
              ))}
            </ul>
          </div>
        )}

        {fees.trophyFees.length > 0 && (
          <div>
            <h3 className="font-semibold">Trophy fees (paid to the outfitter on harvest, never charged at booking)</h3>
            <ul className="mt-2 grid gap-1" data-testid="trophy-fees">
              {fees.trophyFees.map((t) => (
                <li key={t.species}>
                  <span>{t.species}</span>
                  {`: ${
                    t.fixedCents !== null
                      ? formatUsd(t.fixedCents)
                      : t.tiers.map((tier) => `${tierLabel(tier, t.scoreUnit)} ${formatUsd(tier.feeCents)}`).join(" · ")
                  }`}
                  {t.woundedLostCounts && <span className="text-muted-foreground"> (wounded and lost counts as taken)</span>}
                </li>
              ))}
            </ul>
          </div>
        )}

        {fees.licences.length > 0 && (
          <div>
            <h3 className="font-semibold">Licence and tag fees</h3>
            <ul className="mt-2 grid gap-1">
              {fees.licences.map((l) => (
                <li key={l.name}>
                  <span>{l.name}</span>
                  {`: ${OBTAINED_TEXT[l.obtainedBy]}${
                    l.obtainedBy !== "included"
                      ? ` · resident ${formatUsd(l.residentCents)} · non-resident ${formatUsd(l.nonResidentCents)}`
                      : ""
                  }${l.agencyUrl ? " · " : ""}`}
                  {l.agencyUrl && (
                    <>
                      <a href={l.agencyUrl} className="underline" rel="noopener nofollow" target="_blank">
                        Agency page
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}

        {fees.addOns.length > 0 && (
          <div>
            <h3 className="font-semibold">Add-ons</h3>
            <ul className="mt-2 grid gap-1">
              {fees.addOns.map((a) => (
                <li key={a.name}>
                  <span>{a.name}</span>
                  {`: ${formatUsd(a.priceCents)} ${UNIT_TEXT[a.unit]} (${a.required ? "required" : "optional"})`}
                </li>
              ))}
            </ul>
          </div>
        )}

        {(fees.gratuityText || fees.gratuityPercent !== null) && (
          <p>
            <span className="font-semibold">Gratuity (shown, never charged): </span>
            {[fees.gratuityPercent !== null && `suggested ${fees.gratuityPercent}%`, fees.gratuityText].filter(Boolean).join(" · ")}
          </p>
        )}

        <PriceEstimator hunt={pricingOf(hunt)} maxHunters={maxHunters} />
      </div>
    </section>
  );
}
