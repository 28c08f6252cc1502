import Link from "next/link";
import type { ReactNode } from "react";
import { RatingLine } from "@/components/search/rating-line";
import { Badge } from "@/components/ui/badge";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { ComparedHunt } from "@/lib/hunts/compare";
import { compareHref, type CompareQuery } from "@/lib/hunts/compare-schema";
import { tierLabel } from "@/lib/money/price-lines/calculate";
import type { PriceGroupKey } from "@/lib/money/price-lines/groups";
import { policyText } from "@/lib/money/refunds/cancellation-policies";
import { INCLUDED_ITEMS, INCLUDED_ITEM_LABELS, type IncludedItem } from "@/lib/money/price-lines/types";

type Row = { label: string; cell: (c: ComparedHunt) => ReactNode; strong?: boolean };
type Section = { title: string; rows: Row[] };

const STATUS = { included: "Included", not_included: "Not included", optional: "Optional" } as const;
const UNIT = { per_person: "per person", per_booking: "per booking", per_day: "per day" } as const;
const OBTAINED = { hunter: "The hunter applies", outfitter: "Obtained by the outfitter (on the booking)", included: "Included" } as const;
const NONE = <span className="text-muted-foreground">None</span>;
const usd = (dollars: string) => formatUsd(parseDollarsToCents(dollars) ?? 0);

function group(key: PriceGroupKey): Row["cell"] {
  return function GroupCell(c) {
    const g = c.groups.find((x) => x.key === key);
    if (!g) return NONE;
    return (
      <div className="grid gap-1">
        <span className="font-semibold tabular-nums">{formatUsd(g.totalCents)}</span>
        {g.note && <span className="text-xs text-muted-foreground">{g.note}</span>}
        {g.lines.length > 0 && (
          <ul className="grid gap-0.5 text-xs">
            {g.lines.map((l, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span>
                  {l.label}
                  {l.quantity > 1 && ` × ${l.quantity}`}
                </span>
                <span className="tabular-nums">{formatUsd(l.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  };
}

const list = (items: ReactNode[]) => (items.length ? <ul className="grid gap-1">{items}</ul> : NONE);

function included(item: IncludedItem): Row {
  return {
    label: INCLUDED_ITEM_LABELS[item],
    cell: (c) => {
      const e = c.fees.included.find((x) => x.item === item);
      if (!e) return <span className="text-muted-foreground">Not stated</span>;
      const ratio = item === "guide_ratio" && c.fees.guideRatio ? ` (${c.fees.guideRatio.replace("x", "×")})` : "";
      return (
        <>
          {STATUS[e.status]}
          {ratio}
          {e.note && <span className="text-muted-foreground"> — {e.note}</span>}
        </>
      );
    },
  };
}

/** A compared hunt's title (its page), place, notes and the link that drops it: the table's column head, and the phone's list. */
export function ComparedHuntHeading({
  hunt: c,
  ids,
  query,
  titleClass,
}: {
  hunt: ComparedHunt;
  ids: number[];
  query: CompareQuery;
  titleClass?: string;
}) {
  return (
    <>
      <Link href={`/hunt/${c.hunt.id}`} className={`${titleClass ?? ""} text-primary underline underline-offset-4`}>
        {c.hunt.title}
      </Link>
      <span className="block text-xs font-normal text-muted-foreground">{c.hunt.location}</span>
      {c.notes.map((n) => (
        <span key={n} className="block text-xs font-normal text-blaze-ink">
          {n}
        </span>
      ))}
      <Link
        href={compareHref(
          ids.filter((id) => id !== c.hunt.id),
          query,
        )}
        className="mt-1 inline-block text-xs font-normal underline underline-offset-4"
        aria-label={`Remove ${c.hunt.title} from the comparison`}
      >
        Remove
      </Link>
    </>
  );
}

const SECTIONS: Section[] = [
  {
    title: "The whole price",
    rows: [
      { label: "All-in estimate", strong: true, cell: (c) => <span className="tabular-nums">{formatUsd(c.estimate.allInCents)}</span> },
      {
        label: "Price per hunter",
        cell: (c) => (
          <span className="tabular-nums">
            {usd(c.hunt.price)}
            {c.hunt.originalPrice && c.hunt.isDiscounted && <s className="ml-2 text-muted-foreground">{usd(c.hunt.originalPrice)}</s>}
          </span>
        ),
      },
      {
        label: "Price per observer",
        cell: (c) => (c.fees.observerPriceCents === null ? "Takes no observers" : formatUsd(c.fees.observerPriceCents)),
      },
      { label: "Charged by Ridgeline at booking", cell: group("booking") },
      { label: "Due to the outfitter before the hunt", cell: group("before_hunt") },
      { label: "Paid to the agency", cell: group("agency") },
      {
        label: "Deposit",
        cell: (c) => `${c.hunt.depositPercent}% at booking (${formatUsd(c.estimate.depositCents)})`,
      },
      { label: "Tax on the guided portion", cell: (c) => (c.fees.taxBp > 0 ? `${c.fees.taxBp / 100}%` : NONE) },
      {
        label: "Trophy fees (on harvest, never charged at booking)",
        cell: (c) =>
          list(
            c.fees.trophyFees.map((t) => (
              <li key={t.species}>
                <span className="font-medium">{t.species}</span>:{" "}
                {t.fixedCents !== null
                  ? formatUsd(t.fixedCents)
                  : t.tiers.map((x) => `${tierLabel(x, t.scoreUnit)} ${formatUsd(x.feeCents)}`).join(" · ")}
                {t.woundedLostCounts && <span className="text-muted-foreground"> (wounded and lost counts as taken)</span>}
              </li>
            )),
          ),
      },
      {
        label: "Licence and tag fees",
        cell: (c) =>
          list(
            c.fees.licences.map((l) => (
              <li key={l.name}>
                <span className="font-medium">{l.name}</span>: {OBTAINED[l.obtainedBy]}
                {l.obtainedBy !== "included" && (
                  <span className="tabular-nums">
                    {" "}
                    — resident {formatUsd(l.residentCents)}, non-resident {formatUsd(l.nonResidentCents)}
                  </span>
                )}
              </li>
            )),
          ),
      },
      {
        label: "Add-ons",
        cell: (c) =>
          list(
            c.fees.addOns.map((a) => (
              <li key={a.name}>
                {a.name}: {formatUsd(a.priceCents)} {UNIT[a.unit]} ({a.required ? "required" : "optional"})
              </li>
            )),
          ),
      },
      {
        label: "Gratuity (shown, never charged)",
        cell: (c) =>
          c.fees.gratuityPercent !== null || c.fees.gratuityText ? (
            <>
              {c.fees.gratuityPercent !== null && `${c.fees.gratuityPercent}% suggested`}
              {c.fees.gratuityPercent !== null && c.fees.gratuityText && " — "}
              {c.fees.gratuityText}
            </>
          ) : (
            NONE
          ),
      },
    ],
  },
  { title: "What's included", rows: INCLUDED_ITEMS.map(included) },
  {
    title: "The trip",
    rows: [
      {
        label: "Dates",
        cell: (c) => (
          <>
            {c.hunt.dates}
            {c.hunt.nextDeparture && <span className="block text-xs text-muted-foreground">Next departure {c.hunt.nextDeparture}</span>}
          </>
        ),
      },
      { label: "Duration", cell: (c) => `${c.hunt.duration} ${c.hunt.duration === 1 ? "day" : "days"}` },
      { label: "Group size", cell: (c) => `Up to ${c.hunt.groupSize} hunters` },
      {
        label: "Cancellation policy",
        cell: (c) => {
          const p = policyText(c.hunt.cancellationPolicy, c.hunt.depositPercent);
          return (
            <>
              <span className="font-medium">{p.name}</span>
              <span className="block text-xs text-muted-foreground">{p.summary}</span>
            </>
          );
        },
      },
      { label: "Hunt rating", cell: (c) => <RatingLine rating={c.huntRating} className="text-sm" /> },
      {
        label: "Outfitter",
        cell: (c) => (
          <div className="grid gap-1">
            <Link href={`/outfitter/${c.outfitter.id}`} className="font-medium text-primary underline underline-offset-4">
              {c.outfitter.firstName}
            </Link>
            {c.outfitter.isTopTier && <Badge className="w-fit">Top Tier Outfitter</Badge>}
            <RatingLine rating={c.outfitter.rating} className="text-sm" />
          </div>
        ),
      },
    ],
  },
];

/**
 * The comparison as one table: a column per hunt from 768 px; below, each row stacks its cells
 * with the hunt's name before each value, so a phone of 320 px never scrolls sideways.
 */
export function CompareTable({ hunts, query }: { hunts: ComparedHunt[]; query: CompareQuery }) {
  const ids = hunts.map((c) => c.hunt.id);
  const cellClass = "block border-t px-0 py-2 align-top md:table-cell md:border-t-0 md:border-l md:px-3";
  const prefix = (c: ComparedHunt) => <span className="block text-xs font-semibold text-muted-foreground md:hidden">{c.hunt.title}</span>;
  return (
    <table className="block w-full text-sm md:table md:table-fixed" data-testid="compare-table">
      <caption className="sr-only">Hunts compared for the same party</caption>
      <thead className="hidden md:table-header-group">
        <tr>
          <td className="w-48" />
          {hunts.map((c) => (
            <th key={c.hunt.id} scope="col" className="border-l px-3 py-2 text-left align-top">
              <ComparedHuntHeading hunt={c} ids={ids} query={query} titleClass="text-base" />
            </th>
          ))}
        </tr>
      </thead>
      {SECTIONS.map((s) => (
        <tbody key={s.title} className="block md:table-row-group">
          <tr className="block md:table-row">
            <th scope="colgroup" colSpan={hunts.length + 1} className="block pt-6 pb-2 text-left text-lg md:table-cell">
              {s.title}
            </th>
          </tr>
          {s.rows.map((r) => (
            <tr key={r.label} className="block border-b py-2 md:table-row md:py-0">
              <th scope="row" className="block py-1 text-left align-top font-medium md:table-cell md:py-2 md:pr-3">
                {r.label}
              </th>
              {hunts.map((c) => (
                <td key={c.hunt.id} className={`${cellClass} ${r.strong ? "text-base font-bold text-primary" : ""}`}>
                  {prefix(c)}
                  {r.cell(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
