"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatUsd } from "@/lib/format/money";
import type { RevenueData } from "./types";

const usd = (cents: number) => formatUsd(Math.round(cents));
const axisUsd = (dollars: number) => (dollars >= 1000 ? `$${Number((dollars / 1000).toFixed(1))}k` : `$${dollars}`);

/** Commission per month of the year; a visually hidden table carries the same numbers. */
export function RevenueChart({ monthly, year }: { monthly: RevenueData["monthly"]; year: number }) {
  const data = monthly.map((m) => ({ label: m.label, dollars: m.commissionCents / 100, cents: m.commissionCents }));
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium">Commission by month, {year}</figcaption>
      <div aria-hidden className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: the chart is hidden from assistive tech, the table below carries the numbers. */}
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              fontSize={12}
              stroke="var(--muted-foreground)"
              interval="preserveStartEnd"
            />
            <YAxis tickLine={false} axisLine={false} fontSize={12} width={52} stroke="var(--muted-foreground)" tickFormatter={axisUsd} />
            <Tooltip
              cursor={{ fill: "var(--accent)" }}
              formatter={(_v, _n, item) => [usd((item.payload as { cents: number }).cents), "Commission"]}
              contentStyle={{ background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, fontSize: 12 }}
            />
            <Bar dataKey="dollars" name="Commission" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Commission by month, {year}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Commission</th>
          </tr>
        </thead>
        <tbody>
          {monthly.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.label}</th>
              <td>{usd(m.commissionCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
