import { formatDateRange, type IsoDate } from "@/lib/departures/dates";
import { formatUsd } from "@/lib/format/money";
import { LineItems } from "./parts";
import type { PriceGroup } from "@/lib/money/price-lines/groups";

/** Amounts in integer cents. */
export type BookingReceipt = {
  huntTitle: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  hunters: number;
  depositCents: number;
  totalCents: number;
  /** The booking's stored price lines by when and to whom (absent for bookings from before them). */
  priceGroups?: PriceGroup[];
  allInCents?: number;
};

export const SAMPLE_RECEIPT: BookingReceipt = {
  huntTitle: "Montana Elk Rifle Hunt",
  startDate: "2027-10-03",
  endDate: "2027-10-09",
  hunters: 2,
  depositCents: 325000,
  totalCents: 1300000,
};

export function ReceiptItems({ receipt }: { receipt: BookingReceipt }) {
  const r = receipt;
  return (
    <>
      {r.priceGroups?.map((g) => (
        <LineItems
          key={g.key}
          items={g.lines.map((l) => ({ label: `${l.label}${l.quantity > 1 ? ` × ${l.quantity}` : ""}`, value: formatUsd(l.amountCents) }))}
          total={{ label: g.title, value: formatUsd(g.totalCents) }}
        />
      ))}
      {r.priceGroups && r.allInCents !== undefined && (
        <LineItems
          items={[
            { label: "Charged now", value: formatUsd(r.depositCents) },
            { label: "Later", value: formatUsd(r.allInCents - r.depositCents) },
          ]}
          total={{ label: "All-in estimate", value: formatUsd(r.allInCents) }}
        />
      )}
      <ReceiptTotals receipt={r} />
    </>
  );
}

function ReceiptTotals({ receipt: r }: { receipt: BookingReceipt }) {
  return (
    <LineItems
      items={[
        { label: "Hunt", value: r.huntTitle },
        ...(r.startDate && r.endDate ? [{ label: "Dates", value: formatDateRange(r.startDate, r.endDate) }] : []),
        { label: "Hunters", value: String(r.hunters) },
        { label: "Deposit", value: formatUsd(r.depositCents) },
        { label: "Balance due to the outfitter", value: formatUsd(r.totalCents - r.depositCents) },
      ]}
      total={{ label: "Total", value: formatUsd(r.totalCents) }}
    />
  );
}
