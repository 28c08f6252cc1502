import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { PublicBookingPrice } from "@/lib/bookings/price-present";

const usd = (amount: string) => formatUsd(parseDollarsToCents(amount) ?? 0);

/** A booking's stored price lines on the dashboards: the same groups as the booking page and e-mails. */
export function BookingPriceLines({ price, bookingId }: { price: PublicBookingPrice; bookingId: number }) {
  return (
    <details className="mt-1 max-w-full text-sm break-words whitespace-normal" data-testid={`booking-price-${bookingId}`}>
      <summary className="cursor-pointer text-muted-foreground">
        Price lines · charged now {usd(price.chargedNow)} · later {usd(price.later)}
      </summary>
      <div className="mt-2 grid gap-2">
        {price.groups.map((g) => (
          <div key={g.key}>
            <p className="flex flex-wrap justify-between gap-x-3 font-medium">
              <span>{g.title}</span>
              <span className="tabular-nums">{usd(g.total)}</span>
            </p>
            <ul className="grid gap-0.5 text-muted-foreground">
              {g.lines.map((l, i) => (
                <li key={i} className="flex flex-wrap justify-between gap-x-3">
                  <span>
                    {l.label}
                    {l.quantity > 1 && ` × ${l.quantity}`}
                  </span>
                  <span className="tabular-nums">{usd(l.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {(parseDollarsToCents(price.tagCredit ?? "0") ?? 0) > 0 && (
          <p className="flex flex-wrap justify-between gap-x-3 font-medium" data-testid={`booking-tag-credit-${bookingId}`}>
            <span>Failed-draw credit spent on the deposit</span>
            <span className="tabular-nums">−{usd(price.tagCredit)}</span>
          </p>
        )}
        <p className="flex justify-between font-semibold">
          <span>All-in estimate</span>
          <span className="tabular-nums">{usd(price.allIn)}</span>
        </p>
      </div>
    </details>
  );
}
