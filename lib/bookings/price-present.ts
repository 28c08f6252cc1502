// A booking's price lines as the API and the dashboards show them: grouped, money as "1250.00" (client-safe).
import { formatCents } from "@/lib/format/money";
import { priceGroups, type PriceGroupKey } from "@/lib/money/price-lines/groups";
import type { PaidWhen, Payee, PriceEstimate, PriceLineKind } from "@/lib/money/price-lines/types";

export type PublicPriceLine = {
  kind: PriceLineKind;
  label: string;
  quantity: number;
  unitAmount: string;
  amount: string;
  when: PaidWhen;
  payee: Payee;
};

export type PublicBookingPrice = {
  hunters: number;
  observers: number;
  groups: { key: PriceGroupKey; title: string; total: string; note: string | null; lines: PublicPriceLine[] }[];
  /** The deposit share of what is paid through Ridgeline, less a failed-draw credit spent on it. */
  chargedNow: string;
  /** Failed-draw credit with this outfitter spent on the deposit ("0.00": none). */
  tagCredit: string;
  /** Everything else: the balance to the outfitter, agency licences, trophy fees on harvest. */
  later: string;
  allIn: string;
};

export function toPublicBookingPrice(
  e: PriceEstimate,
  party: { hunters: number; observers: number },
  depositPercent: number,
  tagCreditCents = 0,
): PublicBookingPrice {
  return {
    ...party,
    groups: priceGroups(e, depositPercent).map((g) => ({
      key: g.key,
      title: g.title,
      total: formatCents(g.totalCents),
      note: g.note ?? null,
      lines: g.lines.map((l) => ({
        kind: l.kind,
        label: l.label,
        quantity: l.quantity,
        unitAmount: formatCents(l.unitCents),
        amount: formatCents(l.amountCents),
        when: l.when,
        payee: l.payee,
      })),
    })),
    chargedNow: formatCents(e.depositCents - tagCreditCents),
    tagCredit: formatCents(tagCreditCents),
    later: formatCents(e.allInCents - e.depositCents),
    allIn: formatCents(e.allInCents),
  };
}
