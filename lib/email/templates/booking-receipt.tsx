import { formatDateRange, type IsoDate } from "@/lib/departures/dates";
import { formatUsd } from "@/lib/format/money";
import { LineItems } from "./parts";

/** Amounts in integer cents. */
export type BookingReceipt = {
  huntTitle: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  hunters: number;
  depositCents: number;
  totalCents: number;
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
