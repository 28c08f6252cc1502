/** Card rules of the offline test provider, evaluated on the server; the browser only formats what the hunter types. */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  /** Saved at the deposit (or by Update card), then every later charge of it declines. */
  declinesLater: "4000000000000341",
  /** 3-D Secure when set up (Update card), then charged off-session without asking again. */
  authenticateOnSetup: "4000002500003155",
  /** Asks for authentication on every charge: an off-session charge fails with authentication_required. */
  alwaysAuthenticate: "4000002760003184",
} as const;

/** How a saved test card behaves when charged off-session later. */
export type SavedCardBehavior = "succeeds" | "declines_later" | "requires_authentication";

export function savedCardBehavior(number: string): SavedCardBehavior {
  const digits = digitsOnly(number);
  if (digits === TEST_CARDS.declinesLater) return "declines_later";
  if (digits === TEST_CARDS.alwaysAuthenticate) return "requires_authentication";
  return "succeeds";
}

/** Cards whose set-up (Update card) asks for the 3-D Secure step first. */
export const asksForAuthentication = (number: string) =>
  [TEST_CARDS.authenticateOnSetup, TEST_CARDS.alwaysAuthenticate].includes(digitsOnly(number) as never);

export type CardInput = { number: string; expiry: string; cvc: string };

export type CardOutcome =
  | { ok: true; last4: string }
  | { ok: false; kind: "invalid"; field: "number" | "expiry" | "cvc"; message: string }
  | { ok: false; kind: "declined"; message: string; last4: string };

export const digitsOnly = (s: string) => s.replace(/\D/g, "");

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242" (groups of four, at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" → "12 / 28". */
export function formatExpiry(value: string): string {
  const d = digitsOnly(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

function expiryProblem(expiry: string, now: Date): string | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return "Your card's expiration date is incomplete.";
  const month = Number(m[1]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  const endOfMonth = Date.UTC(year, month, 1); // first moment after the expiry month
  if (endOfMonth <= now.getTime()) return "Your card's expiration date is in the past.";
  return null;
}

/** Decides what the test processor does with a card, with Stripe's wording for each outcome. */
export function evaluateTestCard(card: CardInput, now = new Date()): CardOutcome {
  const number = digitsOnly(card.number);
  if (!luhnValid(number)) return { ok: false, kind: "invalid", field: "number", message: "Your card number is invalid." };
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { ok: false, kind: "invalid", field: "expiry", message: expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, kind: "invalid", field: "cvc", message: "Your card's security code is incomplete." };
  }
  const last4 = number.slice(-4);
  if (number === TEST_CARDS.success) return { ok: true, last4 };
  // With the hunter present the test provider passes these (a 3-D Secure step on setup is the SetupIntent's, lib/money/providers/test-saved-cards.ts).
  if (number === TEST_CARDS.declinesLater || number === TEST_CARDS.authenticateOnSetup || number === TEST_CARDS.alwaysAuthenticate)
    return { ok: true, last4 };
  if (number === TEST_CARDS.declined) return { ok: false, kind: "declined", message: "Your card was declined.", last4 };
  if (number === TEST_CARDS.insufficientFunds) {
    return { ok: false, kind: "declined", message: "Your card has insufficient funds.", last4 };
  }
  return {
    ok: false,
    kind: "declined",
    message: "Your card was declined. Test mode accepts test cards only, such as 4242 4242 4242 4242.",
    last4,
  };
}
