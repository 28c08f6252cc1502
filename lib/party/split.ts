/**
 * Splits integer cents into `count` shares: equal cents each, the remainder (fewer than `count` cents)
 * to the lead (index 0). Pure: the shares sum to the total, none is negative. Property-tested.
 */
export function splitShares(totalCents: number, count: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new Error(`Total must be non-negative integer cents, got ${totalCents}`);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`A party has at least one share, got ${count}`);
  const each = Math.floor(totalCents / count);
  const shares = Array.from({ length: count }, () => each);
  shares[0] = each + (totalCents - each * count);
  return shares;
}

/**
 * Splits `totalCents` across parts in proportion to `weights` (a refund across paid shares): floor of
 * each part's fair value, the leftover cents to the first part with weight. Sums to the total; each
 * part at most its weight when the total is at most the sum of the weights.
 */
export function splitProportionally(totalCents: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((totalCents * w) / sum));
  let left = totalCents - parts.reduce((a, p) => a + p, 0);
  // Leftover cents one at a time to the parts with room, first first.
  for (let i = 0; left > 0 && i < parts.length; i = (i + 1) % parts.length) {
    if (weights[i]! > parts[i]! || totalCents > sum) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

export type PartyShare = { depositCents: number; balanceCents: number; totalCents: number };

/**
 * A party's shares of a booking: the deposit split and the balance (total less deposit) split, each in whole cents with the rounding
 * cents the lead's, and each share's total their sum. So the deposits sum to the deposit, the balances to the balance, the totals to
 * the total, and no balance share is negative (a total split on its own could leave the lead's balance below zero).
 */
export function splitParty(totalCents: number, depositCents: number, count: number): PartyShare[] {
  if (!Number.isSafeInteger(depositCents) || depositCents < 0 || depositCents > totalCents)
    throw new Error(`The deposit must be whole cents between 0 and the total, got ${depositCents} of ${totalCents}`);
  const deposits = splitShares(depositCents, count);
  const balances = splitShares(totalCents - depositCents, count);
  return deposits.map((d, i) => ({ depositCents: d, balanceCents: balances[i]!, totalCents: d + balances[i]! }));
}
