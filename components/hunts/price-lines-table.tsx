import { formatUsd } from "@/lib/format/money";
import type { PriceGroup } from "@/lib/money/price-lines/groups";

/** An estimate's lines by when and to whom they are paid (hunt page, booking summary, dashboards). */
export function PriceGroupsList({ groups, allInCents }: { groups: PriceGroup[]; allInCents: number }) {
  return (
    <div className="grid gap-4" data-testid="price-groups">
      {groups.map((g) => (
        <section key={g.key} aria-label={g.title} data-group={g.key} className="rounded-lg border p-3">
          <h3 className="flex justify-between gap-3 text-base font-semibold">
            <span>{g.title}</span>
            <span className="tabular-nums">{formatUsd(g.totalCents)}</span>
          </h3>
          {g.note && <p className="text-xs text-muted-foreground">{g.note}</p>}
          {g.lines.length > 0 && (
            <ul className="mt-2 grid gap-1 text-sm">
              {g.lines.map((l, i) => (
                <li key={i} className="flex justify-between gap-3">
                  <span>{l.quantity > 1 ? `${l.label} × ${l.quantity}` : l.label}</span>
                  <span className="tabular-nums">{formatUsd(l.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="flex justify-between text-lg font-bold" data-testid="all-in-estimate">
        <span>{`All-in estimate: ${formatUsd(allInCents)}`}</span>
      </p>
    </div>
  );
}
