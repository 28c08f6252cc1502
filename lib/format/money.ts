// Money is integer cents; rates are integer basis points (10% = 1000). Rounding happens once,
// half up, here and nowhere else.
export const COMMISSION_RATE_BP = 1000; // 10% platform commission
export const CARD_FEE_RATE_BP = 320; // 3.2% card convenience fee

export function applyRate(cents: number, rateBp: number): number {
  assertCents(cents);
  return Math.floor((cents * rateBp + 5000) / 10000);
}

export function depositShareCents(priceCents: number, people = 1, depositPercent = 100): number {
  return applyRate(priceCents * people, depositPercent * 100);
}

// The commission is on the deposit share, itself rounded to cents first.
export function commissionCents(priceCents: number, people = 1, depositPercent = 100): number {
  return applyRate(depositShareCents(priceCents, people, depositPercent), COMMISSION_RATE_BP);
}

export function cardFeeCents(amountCents: number): number {
  return applyRate(amountCents, CARD_FEE_RATE_BP);
}

export function discountedPriceCents(
  priceCents: number,
  discount: { type: "percentage" | "amount"; value: number } | null | undefined,
): number {
  if (!discount) return priceCents;
  if (discount.type === "percentage") return Math.max(0, priceCents - applyRate(priceCents, discount.value));
  return Math.max(0, priceCents - discount.value);
}

export function formatCents(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function formatUsd(cents: number): string {
  const [whole, frac] = formatCents(Math.abs(cents)).split(".");
  return `${cents < 0 ? "-" : ""}$${Number(whole).toLocaleString("en-US")}.${frac}`;
}

export function formatUsdK(cents: number): string {
  const thousands = cents / 100000;
  return `$${thousands.toFixed(1)}k`;
}

// Without floating-point error; null for anything but a plain non-negative amount.
export function parseDollarsToCents(input: unknown): number | null {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input) || input < 0) return null;
    text = input.toFixed(2);
  } else if (typeof input === "string") {
    text = input.trim().replace(/^\$/, "").replace(/,/g, "");
  } else return null;
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

function assertCents(cents: number) {
  if (!Number.isSafeInteger(cents)) throw new Error(`Money must be integer cents, got ${cents}`);
}
