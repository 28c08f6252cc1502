// Client-safe and pure: how much failed-draw credit a checkout spends, and from which credits.
// The booking page shows it with this function; the server decides with the same one (lib/tags/credit-checkout.ts).

/** The card still pays at least this much (a card payment of $0 is no payment); the rest of the credit stays for later. */
export const MIN_CARD_CHARGE_CENTS = 100;

export type SpendableCredit = { id: number; leftCents: number };
export type CreditSpend = { creditId: number; cents: number };
export type CreditPlan = { spends: CreditSpend[]; totalCents: number };

export const NO_CREDIT: CreditPlan = { spends: [], totalCents: 0 };

/** What credit of `availableCents` covers of a charge of `chargeCents`. */
export function creditCoverCents(availableCents: number, chargeCents: number): number {
  return Math.max(0, Math.min(Math.max(0, availableCents), chargeCents - MIN_CARD_CHARGE_CENTS));
}

/** Spends the credits in the order given (soonest to expire first), each at most what is left of it. */
export function planCreditSpend(credits: SpendableCredit[], chargeCents: number): CreditPlan {
  let due = creditCoverCents(
    credits.reduce((s, c) => s + Math.max(0, c.leftCents), 0),
    chargeCents,
  );
  const spends: CreditSpend[] = [];
  for (const c of credits) {
    if (due === 0) break;
    const cents = Math.min(Math.max(0, c.leftCents), due);
    if (cents === 0) continue;
    spends.push({ creditId: c.id, cents });
    due -= cents;
  }
  return { spends, totalCents: spends.reduce((s, x) => s + x.cents, 0) };
}
